/**
 * `wc?uri=` links that hand a pairing URI to a mobile wallet: a native scheme
 * (`scheme://wc?uri=<encoded>`) or a universal link (`https://.../wc?uri=<encoded>`).
 */

export interface WalletLink {
  /** What the view opens: the link with the encoded pairing URI. */
  redirect: string;
  /** The link base, remembered as the visitor's deep-link choice (wcLinking). */
  href: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*$/i;
/** Schemes that would run code or read files in the page instead of opening an app. */
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about']);

function isHttpUrl(url: string): boolean {
  return url.startsWith('https://') || url.startsWith('http://');
}

function withLink(base: string, wcUri: string): WalletLink {
  const href = base.endsWith('/') ? base : `${base}/`;
  return { redirect: `${href}wc?uri=${encodeURIComponent(wcUri)}`, href };
}

/** `metamask://`, `metamask:` or `metamask` → `metamask://wc?uri=…`. */
export function formatNativeUrl(appUrl: string, wcUri: string): WalletLink {
  if (isHttpUrl(appUrl)) return formatUniversalUrl(appUrl, wcUri);
  const separator = appUrl.indexOf(':');
  const scheme = separator === -1 ? appUrl.replaceAll('/', '') : appUrl.slice(0, separator);
  if (!SCHEME.test(scheme) || FORBIDDEN_SCHEMES.has(scheme.toLowerCase())) {
    throw new Error(`Not a wallet link: ${appUrl}`);
  }
  const base = appUrl.includes('://') ? appUrl : `${scheme}://`;
  return withLink(base, wcUri);
}

/** `https://link.trustwallet.com` → `https://link.trustwallet.com/wc?uri=…`. */
export function formatUniversalUrl(appUrl: string, wcUri: string): WalletLink {
  if (!isHttpUrl(appUrl)) return formatNativeUrl(appUrl, wcUri);
  return withLink(appUrl, wcUri);
}

/** Either form, chosen by the link itself. */
export function formatWalletLink(appUrl: string, wcUri: string): WalletLink {
  return isHttpUrl(appUrl) ? formatUniversalUrl(appUrl, wcUri) : formatNativeUrl(appUrl, wcUri);
}
