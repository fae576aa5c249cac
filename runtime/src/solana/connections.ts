/**
 * One web3.js `Connection` per network and RPC URL, owned by an adapter instance. Reads and
 * sends go over the network's configured RPC, never through the wallet, which may be on
 * another cluster or slow to answer.
 */
import { Connection, type ConnectionConfig } from '@solana/web3.js';
import type { CaipNetwork } from '../core/types.js';
import { networkRpcUrl, solanaReference } from './network.js';

// SPEC.md §9 RPC client time-out; web3.js itself has none and retries HTTP 429 on its own.
const RPC_TIMEOUT_MS = 10_000;

const fetchWithTimeout: NonNullable<ConnectionConfig['fetch']> = (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(RPC_TIMEOUT_MS) });

export interface SolanaConnections {
  for(network: CaipNetwork): Connection;
}

export function createSolanaConnections(): SolanaConnections {
  const connections = new Map<string, Connection>();
  return {
    for(network) {
      solanaReference(network); // a clear error for a network of another family
      const rpcUrl = networkRpcUrl(network);
      const key = `${network.caipNetworkId} ${rpcUrl}`;
      let connection = connections.get(key);
      if (!connection) {
        // 'confirmed': what wallets show as done; 'finalized' would add ~13 s to every send.
        connection = new Connection(rpcUrl, { commitment: 'confirmed', fetch: fetchWithTimeout });
        connections.set(key, connection);
      }
      return connection;
    },
  };
}
