/**
 * The visitor's system colour scheme (`prefers-color-scheme`), read and followed live. Both the
 * React roots (their colours) and the embedded wallet (the frame's colours) read it, so a page
 * switching to dark redraws the modal and the frame together.
 */
import type { AppliedThemeMode } from '@wallet-kit/schemas';

/**
 * Where no system answers (server render, a page without `matchMedia`): the kit's default
 * mode, so a server-rendered page and its first client render agree.
 */
export const SYSTEM_COLOR_SCHEME_FALLBACK: AppliedThemeMode = 'dark';

/** A query list whose `matches` follows the system; undefined where the page has none. */
export function colorSchemeQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  return window.matchMedia('(prefers-color-scheme: dark)');
}

export function colorSchemeOf(query: MediaQueryList | undefined): AppliedThemeMode {
  if (!query) return SYSTEM_COLOR_SCHEME_FALLBACK;
  return query.matches ? 'dark' : 'light';
}

export function systemColorScheme(): AppliedThemeMode {
  return colorSchemeOf(colorSchemeQuery());
}

/** Calls `onChange` each time the system colour scheme changes; returns the unsubscribe. */
export function subscribeSystemColorScheme(onChange: () => void): () => void {
  const query = colorSchemeQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
