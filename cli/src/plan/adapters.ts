/**
 * Chain family → the runtime subpath that implements its adapter, read from the registry's
 * chain-family rows. A family without an adapter is still reachable through WalletConnect
 * when its row has a WalletConnect namespace (walletconnect.ts); otherwise it is skipped.
 */
import { CHAIN_NAMESPACES, REGISTRY } from '@wallet-kit/schemas';
import type { CapabilityRegistry, ChainNamespace, ResolvedConfig } from '@wallet-kit/schemas';
import { withWalletConnect } from './walletconnect.js';

export interface AdapterModule {
  namespace: ChainNamespace;
  /** Import specifier in the generated `adapters.ts`; absent for a WalletConnect-only family. */
  module?: string;
  /** Named export of `module`, called with no arguments. */
  factory?: string;
  /** The family also connects through the kit's WalletConnect client (walletconnect.ts). */
  walletConnect?: boolean;
}

export interface AdapterPlan {
  adapters: AdapterModule[];
  /** Configured namespaces with no adapter yet: their networks cannot be connected. */
  unsupported: ChainNamespace[];
}

/** Namespaces of the configured networks, in the canonical CHAIN_NAMESPACES order. */
function configuredNamespaces(config: ResolvedConfig): ChainNamespace[] {
  const used = new Set(config.networks.map((network) => network.chainNamespace));
  return CHAIN_NAMESPACES.filter((namespace) => used.has(namespace));
}

export function planAdapters(
  config: ResolvedConfig,
  registry: CapabilityRegistry = REGISTRY,
): AdapterPlan {
  const adapters: AdapterModule[] = [];
  const unsupported: ChainNamespace[] = [];
  for (const namespace of configuredNamespaces(config)) {
    const adapter = registry.chainFamilies[namespace].adapter;
    if (adapter) adapters.push({ namespace, module: adapter.module, factory: adapter.factory });
    else unsupported.push(namespace);
  }
  return withWalletConnect(config, { adapters, unsupported }, registry);
}
