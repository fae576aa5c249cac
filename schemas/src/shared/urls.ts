import { z } from 'zod';

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Absolute http(s) URL: RPC nodes, explorers, hosted APIs, the app's own url. */
export const httpUrlSchema = z.string().refine((value) => hasProtocol(value, ['http:', 'https:']), {
  error: 'Expected an absolute http(s) URL, e.g. "https://example.com"',
});

/**
 * Absolute https URL: a store page the kit shows as an install link. Plain http is refused: the
 * visitor would install a wallet from a page anyone on the network can rewrite.
 */
export const httpsUrlSchema = z.string().refine((value) => hasProtocol(value, ['https:']), {
  error: 'Expected an absolute https URL, e.g. "https://apps.apple.com/app/id123"',
});

/** Absolute ws(s) URL: websocket RPC, the WalletConnect relay. */
export const webSocketUrlSchema = z
  .string()
  .refine((value) => hasProtocol(value, ['ws:', 'wss:']), {
    error: 'Expected an absolute ws(s) URL, e.g. "wss://relay.example.com"',
  });

/**
 * An image the page can load: an http(s) URL, a root-relative path served by
 * the host app (`/icons/app.svg`) or an inline `data:image/...` URI.
 */
export const imageUrlSchema = z
  .string()
  .refine(
    (value) =>
      hasProtocol(value, ['http:', 'https:']) ||
      /^\/(?!\/)\S*$/.test(value) ||
      /^data:image\/[a-z0-9.+-]+[;,]/i.test(value),
    { error: 'Expected an http(s) URL, a root-relative path ("/icon.svg") or a data:image URI' },
  );

/**
 * A wallet deep link or universal link (`metamask://`, `https://link.trustwallet.com`).
 * Script-running schemes are refused: the link ends up in an href.
 */
export const walletLinkSchema = z
  .string()
  .refine(
    (value) =>
      /^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !/^(javascript|data|vbscript|file):/i.test(value),
    { error: 'Expected a link with a scheme, e.g. "mywallet://" or "https://mywallet.app/wc"' },
  );
