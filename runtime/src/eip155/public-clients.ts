/**
 * One viem public client per network, over the kit's RPC transport (`rpc/transport.ts`).
 * Owned by one adapter instance, so two kits never share clients or caches.
 */
import { createPublicClient, type PublicClient } from 'viem';
import type { CaipNetwork } from '../core/types.js';
import { eip155ChainId } from './network.js';
import { createRpcTransport } from './rpc/transport.js';

export interface PublicClients {
  for(network: CaipNetwork): PublicClient;
}

export function createPublicClients(): PublicClients {
  const clients = new Map<string, PublicClient>();
  return {
    for(network) {
      const chainId = eip155ChainId(network);
      const urls = network.rpcUrls.default.http;
      if (urls.length === 0) throw new Error(`No RPC URL configured for network ${network.caipNetworkId}`);
      const key = `${network.caipNetworkId} ${urls.join(' ')}`;
      let client = clients.get(key);
      if (!client) {
        client = createPublicClient({
          transport: createRpcTransport(urls),
          // viem needs the chain for multicall and ENS lookups; the kit's network carries it.
          chain: {
            id: chainId,
            name: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: { default: { http: urls } },
          },
        });
        clients.set(key, client);
      }
      return client;
    },
  };
}
