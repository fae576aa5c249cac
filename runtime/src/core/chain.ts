/**
 * The active chain and network. A visitor's switch through the wallet (switch-network.ts) and
 * a network the wallet reports (wallet-network.ts) are in the kit's actions, fetched on use.
 */
import { buildCaipAddress } from './caip.js';
import { isNetworkSupported } from './chain-state.js';
import { isBasicPairing, type KitContext } from './context.js';
import { ERRORS } from './errors.js';
import { openModal } from './modal.js';
import type { CaipNetwork, ChainNamespace } from './types.js';

/**
 * Sets the active chain and network, rebuilds the CAIP address from the stored account
 * address, and stores the network id. Opens UnsupportedChain when the network is
 * unsupported, switching is enabled, unsupported chains are not allowed and no basic
 * pairing is active. (Clearing the send form joins here when the send store exists.)
 * `silent` (a reconnect on page load) never opens the modal.
 */
export function setActiveNetwork(
  ctx: KitContext,
  network: CaipNetwork,
  options: { silent?: boolean } = {},
): void {
  const namespace = network.chainNamespace;
  const state = ctx.stores.chain.getState();
  const entry = state.chains[namespace];
  if (!entry) throw new Error(ERRORS.NETWORK_NOT_FOUND);
  const { address } = entry.accountState;
  ctx.stores.chain.setState({
    activeChain: namespace,
    chains: {
      ...state.chains,
      [namespace]: {
        ...entry,
        networkState: { ...entry.networkState, caipNetwork: network },
        accountState: {
          ...entry.accountState,
          caipAddress: address ? buildCaipAddress(network, address) : undefined,
        },
      },
    },
  });
  ctx.storage.field('activeNamespace').set(namespace);

  const supported = isNetworkSupported(state, network);
  // An unknown chain is never remembered: after a reload the kit starts on a known one.
  if (supported) ctx.storage.field('activeNetworkId').set(network.caipNetworkId);
  const { enableNetworkSwitch, allowUnsupportedChain } = ctx.config;
  const mayOpen = !options.silent && !isBasicPairing(ctx);
  if (!supported && enableNetworkSwitch && !allowUnsupportedChain && mayOpen) {
    openModal(ctx, { view: 'UnsupportedChain', namespace });
  }
}

/** Switching namespace moves to that namespace's current network. */
export function setActiveNamespace(ctx: KitContext, namespace: ChainNamespace): void {
  const network = ctx.stores.chain.getState().chains[namespace]?.networkState.caipNetwork;
  if (!network) throw new Error(ERRORS.NETWORK_NOT_FOUND);
  setActiveNetwork(ctx, network);
}
