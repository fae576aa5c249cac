import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

/**
 * How long a fetch may take before its code counts as missing: long enough for a slow network
 * to bring a small chunk, short enough that a stalled one does not leave a wait on screen.
 */
export const ON_DEMAND_LATE_MS = 3_000;

/** Where a component on demand stands, the same for every user of its hook. */
export interface OnDemandState<P extends object> {
  /** The component, once its code has come. */
  Component: ComponentType<P> | undefined;
  /**
   * Its code has not come and is not about to: a fetch failed, or the one under way has taken
   * longer than `lateMs`. The caller draws a plain stand-in then, never an endless wait, and
   * calls `retry` on the visitor's next sign of intent. It stays true while a retry is under
   * way, so the stand-in does not turn back into a wait at each try.
   */
  missing: boolean;
}

export interface OnDemandHook<P extends object> {
  (wanted: boolean, retryKey?: unknown): OnDemandState<P>;
  /** Fetches the code again after a failed fetch; nothing while one is under way or once it came. */
  retry(): void;
}

/**
 * A hook that gives a component whose code is fetched the first time it is wanted, never with
 * the page: `useComponent(wanted, retryKey)` returns the component once its code has come (the
 * caller draws something else meanwhile). The fetch starts when `wanted` is first true. A failed
 * fetch is tried again when `retryKey` changes, when the caller mounts again, when the page comes
 * back online, and whenever the caller calls `retry` (a visitor pointing at or focusing what
 * stands in for it). `load` is the `import()` of the component's module.
 */
export function onDemandComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { lateMs = ON_DEMAND_LATE_MS }: { lateMs?: number } = {},
): OnDemandHook<P> {
  let state: OnDemandState<P> = { Component: undefined, missing: false };
  let fetching = false;
  const listeners = new Set<() => void>();
  const update = (next: OnDemandState<P>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const fetchCode = () => {
    if (state.Component || fetching) return;
    fetching = true;
    const late = setTimeout(() => {
      if (!state.missing) update({ ...state, missing: true });
    }, lateMs);
    const settle = (next: OnDemandState<P>) => {
      clearTimeout(late);
      fetching = false;
      update(next);
    };
    load().then(
      (Component) => settle({ Component, missing: false }),
      () => settle({ Component: undefined, missing: true }),
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => state;

  function useOnDemandComponent(wanted: boolean, retryKey?: unknown): OnDemandState<P> {
    const current = useSyncExternalStore(subscribe, snapshot, snapshot);
    useEffect(() => {
      if (wanted) fetchCode();
    }, [wanted, retryKey]);
    // A page that comes back online is the likeliest moment for the next fetch to work.
    const waitsForRetry = wanted && current.missing;
    useEffect(() => {
      if (!waitsForRetry) return undefined;
      window.addEventListener('online', fetchCode);
      return () => window.removeEventListener('online', fetchCode);
    }, [waitsForRetry]);
    return current;
  }
  return Object.assign(useOnDemandComponent, { retry: fetchCode });
}
