import { useEffect, useState } from 'react';
import { afterNextPaint } from '../hooks/afterNextPaint.js';
import type { IconKind } from './library-icons.js';

/** Data URLs of the logos loaded so far in this page, so a view opened again shows them at once. */
const loaded = new Map<string, string>();

const cacheKey = (kind: IconKind, key: string) => `${kind}:${key}`;

/**
 * The library's logo for `key` as a `data:image/svg+xml` URL, or undefined when it has none.
 * The table is imported here, on first use, not at the top: the host's first load carries no
 * part of it.
 */
export async function loadLibraryIcon(kind: IconKind, key: string): Promise<string | undefined> {
  const cached = loaded.get(cacheKey(kind, key));
  if (cached) return cached;
  const url = await svgDataUrl(async () => {
    const table = (await import('./library-icons.js')).LIBRARY_ICONS[kind];
    // Own keys only: "constructor" or "__proto__" from a wallet id must not reach a prototype.
    const load = Object.hasOwn(table, key) ? table[key] : undefined;
    return load ? load() : undefined;
  });
  if (url) loaded.set(cacheKey(kind, key), url);
  return url;
}

/**
 * The SVG a loader resolves to, as a data URL. A failed import (a chunk that did not arrive)
 * resolves to undefined quietly: the monogram already on screen is a fine answer.
 */
export async function svgDataUrl(
  load: () => Promise<{ default: string } | undefined>,
): Promise<string | undefined> {
  try {
    const svg = (await load())?.default;
    // Only the package's own SVG text reaches the image: it is shown through <img>, where a
    // script in it could not run anyway.
    if (typeof svg !== 'string' || !svg.trimStart().startsWith('<svg')) return undefined;
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  } catch {
    return undefined;
  }
}

/**
 * The library's logo for `key` once it has loaded (undefined meanwhile, and when there is none
 * or `key` is undefined): the caller shows its monogram until then.
 */
export function useLibraryIcon(kind: IconKind, key: string | undefined): string | undefined {
  const [icon, setIcon] = useState(() =>
    key === undefined ? undefined : loaded.get(cacheKey(kind, key)),
  );
  useEffect(() => {
    if (key === undefined) {
      setIcon(undefined);
      return;
    }
    const cached = loaded.get(cacheKey(kind, key));
    setIcon(cached);
    if (cached) return;
    // The monogram is what the first frame shows: the logo's fetch starts after it is painted,
    // never in the task that opens the view.
    let current = true;
    const cancel = afterNextPaint(
      () =>
        void loadLibraryIcon(kind, key).then((url) => {
          if (current) setIcon(url);
        }),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [kind, key]);
  return icon;
}
