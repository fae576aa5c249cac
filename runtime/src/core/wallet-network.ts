/**
 * A network the wallet reports (a connect's answer, a restored session, chainChanged) applied
 * to the kit. Part of the kit's actions, fetched on use (actions.ts).
 */
import { buildCaipAddress, createUnsupportedNetwork, findNetwork } from './caip.js';
import { setActiveNetwork } from './chain.js';
import type { KitContext } from './context.js';
import type { CaipNetwork, ChainNamespace } from './types.js';

/** The configured network the wallet means, or an "Unknown Network" stand-in for an unsupported one. */
export function resolveWalletNetwork(
  ctx: KitContext,
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork {
  return (
    findNetwork(ctx.config.networks, namespace, chainId) ??
    createUnsupportedNetwork(namespace, chainId)
  );
}

/**
 * Applies a network the wallet reports (connect result, chainChanged). For the active
 * namespace this is setActiveNetwork; another namespace only records its own network.
 */
export function applyWalletNetwork(
  ctx: KitContext,
  network: CaipNetwork,
  options: { silent?: boolean } = {},
): void {
  const state = ctx.stores.chain.getState();
  if (state.activeChain === network.chainNamespace) {
    setActiveNetwork(ctx, network, options);
    return;
  }
  const entry = state.chains[network.chainNamespace];
  if (!entry) return;
  const { address } = entry.accountState;
  ctx.stores.chain.setState({
    chains: {
      ...state.chains,
      [network.chainNamespace]: {
        ...entry,
        networkState: { ...entry.networkState, caipNetwork: network },
        accountState: {
          ...entry.accountState,
          caipAddress: address ? buildCaipAddress(network, address) : undefined,
        },
      },
    },
  });
}
