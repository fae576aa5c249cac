/**
 * Active chain and network switching.
 */
import { refreshBalanceInBackground } from './balance.js';
import { buildCaipAddress, createUnsupportedNetwork, findNetwork } from './caip.js';
import { getActiveNetwork, isNetworkSupported } from './chain-state.js';
import { adapterFor, isBasicPairing, type KitContext } from './context.js';
import { ERRORS, walletCannotServe } from './errors.js';
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

/** Switching namespace moves to that namespace's current network. */
export function setActiveNamespace(ctx: KitContext, namespace: ChainNamespace): void {
  const network = ctx.stores.chain.getState().chains[namespace]?.networkState.caipNetwork;
  if (!network) throw new Error(ERRORS.NETWORK_NOT_FOUND);
  setActiveNetwork(ctx, network);
}

/**
 * The name of the wallet a visitor is connected with in another family, when they have no
 * account in `namespace`: moving there would leave the kit showing "Connect Wallet" while
 * the session waits unseen in the other family (and a reload restores the empty one).
 */
function walletWithoutAccountIn(ctx: KitContext, namespace: ChainNamespace): string | undefined {
  const { chains } = ctx.stores.chain.getState();
  if (chains[namespace]?.accountState.address) return undefined;
  const connected = Object.values(chains).find((entry) => entry?.accountState.address);
  if (!connected) return undefined;
  return connected.accountState.connectedWalletInfo?.name ?? 'The connected wallet';
}

/**
 * Refuses a network of a family the connected wallet has no account in (nothing changes),
 * then first goes back if the current network is not in the active chain's list, then asks
 * the wallet (when connected), then updates the state and sends SWITCH_NETWORK. A wallet
 * refusal rejects and leaves the state as it was.
 */
export async function switchNetwork(ctx: KitContext, network: CaipNetwork): Promise<void> {
  const state = ctx.stores.chain.getState();
  const target = findNetwork(ctx.config.networks, network.chainNamespace, network.id);
  if (!target || target.caipNetworkId !== network.caipNetworkId)
    throw new Error(ERRORS.NETWORK_NOT_FOUND);
  const refusingWallet = walletWithoutAccountIn(ctx, target.chainNamespace);
  if (refusingWallet) throw new Error(walletCannotServe(refusingWallet, target.name));

  const current = getActiveNetwork(state);
  if (current && !isNetworkSupported(state, current)) ctx.router.goBack();

  const address = state.chains[target.chainNamespace]?.accountState.address;
  if (address) {
    const adapter = adapterFor(ctx, target.chainNamespace);
    if (!adapter) throw new Error(ERRORS.CHAIN_ADAPTER_NOT_FOUND);
    await adapter.switchNetwork({ network: target });
  }
  setActiveNetwork(ctx, target);
  ctx.events.emit({ type: 'SWITCH_NETWORK', properties: { network: target.caipNetworkId } });
  if (address) refreshBalanceInBackground(ctx, target.chainNamespace);
}
