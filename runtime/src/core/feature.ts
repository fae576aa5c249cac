/**
 * Optional features (balances, send, activity, ...) attach to a kit lazily: `kit.feature(def)`
 * creates the feature's stores and controller on first use and returns the same instance
 * afterwards. A generated kit whose views never ask for a feature therefore bundles none of
 * its code, and the core does not grow a store per feature. Features reach the kit's internals
 * through the context, like the core controllers do.
 */
import type { KitContext } from './context.js';
import type { WalletKit } from './kit-api.js';

export interface KitFeature<T> {
  /** For debugging; identity is the definition object itself. */
  readonly name: string;
  /** `kit` is the public API (toasts, balance refresh); `ctx` the internals (storage, adapters). */
  create(ctx: KitContext, kit: WalletKit): T;
}

export function defineFeature<T>(
  name: string,
  create: (ctx: KitContext, kit: WalletKit) => T,
): KitFeature<T> {
  return { name, create };
}

/** Per kit: definition → instance. Created by `walletKitFromContext`, never at module level. */
export function createFeatureRegistry(ctx: KitContext, kit: () => WalletKit) {
  const instances = new Map<KitFeature<unknown>, unknown>();
  return <T>(definition: KitFeature<T>): T => {
    if (!instances.has(definition)) instances.set(definition, definition.create(ctx, kit()));
    return instances.get(definition) as T;
  };
}
