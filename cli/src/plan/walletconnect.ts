/**
 * WalletConnect in the generated `adapters.ts`: when `enableWalletConnect` is on, each chain
 * family whose registry row has a WalletConnect namespace gets a WalletConnect adapter next to
 * (combined with) its browser-wallet adapter, or alone when the family has no adapter of its
 * own yet.
 */
import type { CapabilityRegistry, ChainNamespace, ResolvedConfig } from '@wallet-kit/schemas';
import type { AdapterPlan } from './adapters.js';

export function withWalletConnect(
  config: ResolvedConfig,
  plan: AdapterPlan,
  registry: CapabilityRegistry,
): AdapterPlan {
  if (!config.enableWalletConnect) return plan;
  const served = (namespace: ChainNamespace) =>
    registry.chainFamilies[namespace].walletConnectNamespace !== undefined;
  const adapters = plan.adapters.map((adapter) =>
    served(adapter.namespace) ? { ...adapter, walletConnect: true } : adapter,
  );
  // A family without its own adapter is still reachable through WalletConnect.
  for (const namespace of plan.unsupported.filter(served)) {
    adapters.push({ namespace, walletConnect: true });
  }
  return {
    adapters: sortByNamespace(adapters, config),
    unsupported: plan.unsupported.filter((namespace) => !served(namespace)),
  };
}

function sortByNamespace<T extends { namespace: ChainNamespace }>(
  items: T[],
  config: ResolvedConfig,
): T[] {
  const order = [...new Set(config.networks.map((network) => network.chainNamespace))];
  return [...items].sort((a, b) => order.indexOf(a.namespace) - order.indexOf(b.namespace));
}
