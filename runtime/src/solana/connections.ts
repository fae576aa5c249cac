/**
 * One RPC client per network and RPC URL, owned by an adapter instance. Reads and sends go
 * over the network's configured RPC, never through the wallet, which may be on another cluster
 * or slow to answer.
 */
import type { CaipNetwork } from '../core/types.js';
import { networkRpcUrl, solanaReference } from './network.js';
import { createSolanaRpc, type SolanaRpc } from './rpc/client.js';

export interface SolanaConnections {
  for(network: CaipNetwork): SolanaRpc;
}

export function createSolanaConnections(): SolanaConnections {
  const clients = new Map<string, SolanaRpc>();
  return {
    for(network) {
      solanaReference(network); // a clear error for a network of another family
      const rpcUrl = networkRpcUrl(network);
      const key = `${network.caipNetworkId} ${rpcUrl}`;
      let client = clients.get(key);
      if (!client) {
        client = createSolanaRpc(rpcUrl);
        clients.set(key, client);
      }
      return client;
    },
  };
}
