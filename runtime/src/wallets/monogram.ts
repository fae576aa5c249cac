/**
 * Offline wallet icons: a two-letter monogram on the wallet's brand colour, as an SVG data
 * URI. The snapshot must render with no network at all, and brand artwork is not ours to ship.
 *
 * Every icon made is remembered (`monograms-made.ts`), so the kit's own views can draw it as
 * text; the URL stays the icon every other reader (a host's own list) sees.
 */
import { darkTextContrastsMore } from '../core/contrast.js';
import { rememberMonogram } from './monograms-made.js';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function monogramIcon(initials: string, colour: string): string {
  // Black or white, whichever contrasts more: one of the two always reaches 4.58:1, above the
  // 4.5:1 small text needs (near-black, as on the accent, falls short for some brand reds).
  const dark = darkTextContrastsMore(colour);
  const ink = dark ? '#000' : '#fff';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${escapeXml(colour)}"/>` +
    `<text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" ` +
    `text-anchor="middle" fill="${ink}">${escapeXml(initials)}</text></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  // Only a hex colour (the one the contrast could be read from) reaches the kit's inline
  // style; any other value keeps the image.
  if (dark !== undefined) rememberMonogram(url, { initials, colour, ink });
  return url;
}
