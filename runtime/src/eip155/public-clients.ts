/**
 * One viem public client per network, over the kit's RPC transport (`rpc/transport.ts`).
 * Owned by one adapter instance, so two kits never share clients or caches.
 *
 * A bare viem `Client` plus the actions the adapter calls, imported one by one from
 * `viem/actions`: `createPublicClient` would attach every public action to the client and so
 * bundle all of them (tens of KB gzip) into every kit with an EVM network (docs/benchmarks.md).
 */
import { createClient, type Chain, type Client, type Transport } from 'viem';
import type { CaipNetwork } from '../core/types.js';
import { eip155ChainId } from './network.js';
import { createRpcTransport } from './rpc/transport.js';

/** A network's RPC client: call it through the tree-shakable actions of `viem/actions`. */
export type Eip155Client = Client<Transport, Chain>;

export interface PublicClients {
  for(network: CaipNetwork): Eip155Client;
}

export function createPublicClients(): PublicClients {
  const clients = new Map<string, Eip155Client>();
  return {
    for(network) {
      const chainId = eip155ChainId(network);
      const urls = network.rpcUrls.default.http;
      if (urls.length === 0)
        throw new Error(`No RPC URL configured for network ${network.caipNetworkId}`);
      const key = `${network.caipNetworkId} ${urls.join(' ')}`;
      let client = clients.get(key);
      if (!client) {
        client = createClient({
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
