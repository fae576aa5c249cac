/**
 * Chain family → the runtime subpath that implements its adapter. One table: a later issue adds
 * one line (`solana: { module: '@wallet-kit/runtime/solana', factory: 'createSolanaAdapter' }`).
 */
import { CHAIN_NAMESPACES } from '@wallet-kit/schemas';
import type { ChainNamespace, ResolvedConfig } from '@wallet-kit/schemas';
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

export const ADAPTER_MODULES: Partial<
  Record<ChainNamespace, Required<Pick<AdapterModule, 'module' | 'factory'>>>
> = {
  eip155: { module: '@wallet-kit/runtime/eip155', factory: 'createEip155Adapter' },
  solana: { module: '@wallet-kit/runtime/solana', factory: 'createSolanaAdapter' },
};

export interface AdapterPlan {
  adapters: AdapterModule[];
  /** Configured namespaces with no adapter yet: their networks cannot be connected. */
  unsupported: ChainNamespace[];
}

/** Namespaces of the configured networks, in the canonical CHAIN_NAMESPACES order. */
export function configuredNamespaces(config: ResolvedConfig): ChainNamespace[] {
  const used = new Set(config.networks.map((network) => network.chainNamespace));
  return CHAIN_NAMESPACES.filter((namespace) => used.has(namespace));
}

export function planAdapters(config: ResolvedConfig): AdapterPlan {
  const adapters: AdapterModule[] = [];
  const unsupported: ChainNamespace[] = [];
  for (const namespace of configuredNamespaces(config)) {
    const adapter = ADAPTER_MODULES[namespace];
    if (adapter) adapters.push({ namespace, ...adapter });
    else unsupported.push(namespace);
  }
  return withWalletConnect(config, { adapters, unsupported });
}
