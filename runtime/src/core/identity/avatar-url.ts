/**
 * Which `avatar` records the Account view shows as an image. The record is written by whoever
 * holds the name, so it is untrusted input placed in an <img src>:
 *
 * - `https:` URLs only (no credentials, no host that is `localhost` or an IP literal): an http
 *   image can be swapped on the way, and an avatar has no business making the visitor's browser
 *   call a device on their own network. Loading it still tells its server the visitor's IP and
 *   that this account was shown, which is why the image is fetched without a referrer.
 * - `data:image/…` of the common raster types and SVG, base64, up to `MAX_DATA_URL_LENGTH`
 *   characters: nothing leaves the page, and an SVG in an <img> runs no script.
 * - Everything else is refused: `javascript:`, `http:`, `ipfs:`, NFT references
 *   (`eip155:1/erc721:…`, which would need metadata fetched from third parties), other data types.
 */

/** A data: avatar larger than this (about 48 KB of image) is refused: it is kept in storage. */
export const MAX_DATA_URL_LENGTH = 65_536;
const MAX_URL_LENGTH = 2_048;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The record as an image URL the kit will load, or undefined when it is refused. */
export function safeAvatarUrl(record: string | undefined | null): string | undefined {
  const value = record?.trim();
  if (!value) return undefined;
  if (value.toLowerCase().startsWith('data:')) {
    return value.length <= MAX_DATA_URL_LENGTH && DATA_IMAGE.test(value) ? value : undefined;
  }
  if (value.length > MAX_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  const host = url.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (IPV4.test(host) || host.startsWith('[')) return undefined;
  return url.toString();
}
