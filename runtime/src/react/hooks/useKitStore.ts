import { useStoreSlice } from './useStoreSlice.js';
import type { StoreApi } from 'zustand/vanilla';
import type { KitStores } from '../../core/kit-api.js';
import { useWalletKit } from './useWalletKit.js';

export type KitStoreName = keyof KitStores;
export type KitStoreState<N extends KitStoreName> =
  KitStores[N] extends StoreApi<infer State> ? State : never;

/**
 * Subscribes to one of the kit's vanilla stores and re-renders when the selected slice
 * changes. The selector must return a stable value (a primitive or a stored reference);
 * wrap object-building selectors in zustand's `useShallow`.
 */
export function useKitStore<N extends KitStoreName, T>(
  storeName: N,
  selector: (state: KitStoreState<N>) => T,
): T {
  const kit = useWalletKit();
  const store = kit.stores[storeName] as unknown as StoreApi<KitStoreState<N>>;
  return useStoreSlice(store, selector);
}
