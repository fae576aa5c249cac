/**
 * The networks where the embedded wallet offers smart accounts: asked of the frame after a login
 * or a reconnect, kept in local storage (comma-joined) and in the eip155 network state. When the
 * frame cannot say, the list is empty.
 */
import type { EmbeddedSession } from './session.js';

export async function refreshSmartAccountNetworks(session: EmbeddedSession): Promise<number[]> {
  let networks: number[];
  try {
    const answer = await session.client.request<{ smartAccountEnabledNetworks?: unknown }>(
      'getSmartAccountEnabledNetworks',
      {},
    );
    const list = answer?.smartAccountEnabledNetworks;
    networks = Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    networks = [];
  }
  session.login.setSmartAccountNetworks(networks);
  const { chain } = session.host.ctx.stores;
  chain.setState((state) => {
    const entry = state.chains.eip155;
    if (!entry) return state;
    return {
      chains: {
        ...state.chains,
        eip155: {
          ...entry,
          networkState: { ...entry.networkState, smartAccountEnabledNetworks: networks },
        },
      },
    };
  });
  return networks;
}
