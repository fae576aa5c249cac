import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * One query list per `matchMedia`: its `matches` follows the OS setting live, and React reads
 * the snapshot on every render of every kit root, so a new list per read would be wasted work
 * on the click that opens the modal. Keyed by the function so a page (or a test) that replaces
 * `matchMedia` gets a list from the new one.
 */
let cached: { matchMedia: Window['matchMedia']; list: MediaQueryList } | undefined;

function mediaQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  if (cached?.matchMedia !== window.matchMedia) {
    cached = { matchMedia: window.matchMedia, list: window.matchMedia(QUERY) };
  }
  return cached.list;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the visitor asks the OS for reduced motion; follows live changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
