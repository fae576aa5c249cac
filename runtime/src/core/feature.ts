/**
 * Optional features (balances, send, activity, ...) attach to a kit lazily: `kit.feature(def)`
 * creates the feature's stores and controller on first use and returns the same instance
 * afterwards. A generated kit whose views never ask for a feature therefore bundles none of
 * its code, and the core does not grow a store per feature. Features reach the kit's internals
 * through the context, like the core controllers do.
 */
import type { KitContext } from './context.js';
import type { FeatureDefinition, WalletKit } from './kit-api.js';

export interface KitFeature<T> extends FeatureDefinition<T> {
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
  const instances = new Map<FeatureDefinition<unknown>, unknown>();
  return <T>(definition: FeatureDefinition<T>): T => {
    // Every definition is made by `defineFeature`: its `create` takes the context and the kit.
    const feature = definition as KitFeature<T>;
    if (!instances.has(definition)) instances.set(definition, feature.create(ctx, kit()));
    return instances.get(definition) as T;
  };
}
