import { useSyncExternalStore } from 'react';
import type { AppliedThemeMode } from '@wallet-kit/schemas';
import {
  SYSTEM_COLOR_SCHEME_FALLBACK,
  colorSchemeOf,
  colorSchemeQuery,
} from '../../core/system-color-scheme.js';

/**
 * One query list per `matchMedia`: React reads the snapshot on every render of every kit root,
 * so a new list per read would be wasted work on the click that opens the modal. Keyed by the
 * function so a page (or a test) that replaces `matchMedia` gets a list from the new one.
 */
let cached: { matchMedia: Window['matchMedia']; list: MediaQueryList | undefined } | undefined;

function mediaQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  if (cached?.matchMedia !== window.matchMedia) {
    cached = { matchMedia: window.matchMedia, list: colorSchemeQuery() };
  }
  return cached.list;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The visitor's system colour scheme; re-renders when it changes. */
export function useSystemColorScheme(): AppliedThemeMode {
  return useSyncExternalStore(
    subscribe,
    () => colorSchemeOf(mediaQuery()),
    () => SYSTEM_COLOR_SCHEME_FALLBACK,
  );
}
