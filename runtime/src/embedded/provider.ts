/**
 * The embedded wallet's EIP-1193 provider: the accounts and chain id come from the logged-in
 * user, every other call takes the embedded wallet's one RPC path (safe reads to the network,
 * signing and sending approved in the frame, anything else refused).
 */
import type { Eip1193Provider } from '../core/eip1193.js';
import type { ChainNamespace } from '../core/types.js';
import { currentNetwork, embeddedRpc, type EmbeddedSession } from './session.js';

export function createEmbeddedProvider(
  session: EmbeddedSession,
  namespace: ChainNamespace,
): Eip1193Provider {
  return {
    async request({ method, params }) {
      const address = session.users[namespace]?.address;
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
        return address ? [address] : [];
      }
      if (method === 'eth_chainId') {
        const network = currentNetwork(session, namespace);
        return network ? `0x${Number(network.id).toString(16)}` : undefined;
      }
      return embeddedRpc(session, namespace, method, params);
    },
  };
}
