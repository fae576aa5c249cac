import { useCallback, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

const whole = <S>(state: S) => state;

/**
 * A vanilla store's state, or the slice `selector` picks of it, re-rendering when that changes:
 * zustand's `useStore`, written here so the runtime does not import zustand's React binding. That
 * binding also carries `create`, so it made zustand's vanilla store a small chunk of its own in
 * the page's first load (docs/decisions.md, "Code only a connected account needs, out of the
 * first load"). The selector must return a stable value, as with zustand's.
 */
export function useStoreSlice<S>(api: StoreApi<S>): S;
export function useStoreSlice<S, U>(api: StoreApi<S>, selector: (state: S) => U): U;
export function useStoreSlice<S, U>(
  api: StoreApi<S>,
  selector: (state: S) => U = whole as (state: S) => U,
): U {
  const snapshot = useCallback(() => selector(api.getState()), [api, selector]);
  const initial = useCallback(() => selector(api.getInitialState()), [api, selector]);
  return useSyncExternalStore(api.subscribe, snapshot, initial);
}
