/**
 * The chain store (chain state per namespace): its initial shape from the config and the
 * small immutable updates every controller uses. No rules here; they live in chain.ts.
 */
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { createInitialAccountState } from './account.js';
import type { ChainState } from './kit-api.js';
import type {
  AccountState,
  CaipNetwork,
  ChainNamespace,
  ChainStateEntry,
  NetworkState,
} from './types.js';
import type { StoreApi } from 'zustand/vanilla';

export function networksOfNamespace(
  config: ResolvedConfig,
  namespace: ChainNamespace,
): CaipNetwork[] {
  return config.networks.filter((network) => network.chainNamespace === namespace);
}

/** The namespace's starting network: the config's default when it is in this namespace. */
export function defaultNetworkOf(
  config: ResolvedConfig,
  namespace: ChainNamespace,
): CaipNetwork | undefined {
  const networks = networksOfNamespace(config, namespace);
  return networks.find((n) => n.caipNetworkId === config.defaultNetwork) ?? networks[0];
}

export function createInitialNetworkState(
  config: ResolvedConfig,
  namespace: ChainNamespace,
): NetworkState {
  return {
    caipNetwork: defaultNetworkOf(config, namespace),
    supportsAllNetworks: true,
    requestedCaipNetworks: networksOfNamespace(config, namespace),
    approvedCaipNetworkIds: [],
    smartAccountEnabledNetworks: [],
  };
}

export function createInitialChainState(config: ResolvedConfig): ChainState {
  const namespaces = [...new Set(config.networks.map((network) => network.chainNamespace))];
  const chains: ChainState['chains'] = {};
  for (const namespace of namespaces) {
    chains[namespace] = {
      namespace,
      networkState: createInitialNetworkState(config, namespace),
      accountState: createInitialAccountState(),
      caipNetworks: networksOfNamespace(config, namespace),
    };
  }
  const defaultNamespace = config.networks.find(
    (n) => n.caipNetworkId === config.defaultNetwork,
  )?.chainNamespace;
  return { activeChain: defaultNamespace ?? namespaces[0], chains };
}

export function updateChainEntry(
  store: StoreApi<ChainState>,
  namespace: ChainNamespace,
  update: (entry: ChainStateEntry) => ChainStateEntry,
): void {
  store.setState((state) => {
    const entry = state.chains[namespace];
    if (!entry) return state;
    return { chains: { ...state.chains, [namespace]: update(entry) } };
  });
}

export function updateAccountState(
  store: StoreApi<ChainState>,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
): void {
  updateChainEntry(store, namespace, (entry) => ({
    ...entry,
    accountState: { ...entry.accountState, ...patch },
  }));
}

export function getAccountState(
  state: ChainState,
  namespace: ChainNamespace | undefined,
): AccountState | undefined {
  return namespace ? state.chains[namespace]?.accountState : undefined;
}

/** The active namespace's account: what "the connected account" means in the views. */
export function getActiveAccount(state: ChainState): AccountState | undefined {
  return getAccountState(state, state.activeChain);
}

export function getActiveNetwork(state: ChainState): CaipNetwork | undefined {
  return state.activeChain ? state.chains[state.activeChain]?.networkState.caipNetwork : undefined;
}

/** Whether the network is one the host configured for its namespace. */
export function isNetworkSupported(state: ChainState, network: CaipNetwork): boolean {
  const entry = state.chains[network.chainNamespace];
  return !!entry?.caipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId);
}
