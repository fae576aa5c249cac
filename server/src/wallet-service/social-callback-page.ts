/**
 * The page the provider sends the visitor's popup back to. It tells the page that opened the
 * popup (only that page's origin) how the login ended, then closes itself; without an opener
 * it asks the visitor to close it. Its one script is allowed by its hash, nothing else runs.
 */
import { createHash } from 'node:crypto';

export const SOCIAL_CHANNEL = 'wallet-kit/social';

type SocialOutcome =
  { type: 'done'; state: string } | { type: 'error'; state: string; message: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function socialCallbackPage(input: {
  title: string;
  text: string;
  outcome?: SocialOutcome | undefined;
  /** The host page's origin, the only one told the outcome. */
  hostOrigin?: string | undefined;
}): { html: string; csp: string } {
  const script =
    input.outcome && input.hostOrigin
      ? `(function(){var m=${scriptJson({ channel: SOCIAL_CHANNEL, ...input.outcome })};` +
        `try{if(window.opener){window.opener.postMessage(m,${scriptJson(input.hostOrigin)});setTimeout(function(){window.close();},50);}}catch(e){}})();`
      : undefined;
  const hash = script ? createHash('sha256').update(script).digest('base64') : undefined;
  const csp = hash ? `default-src 'none'; script-src 'sha256-${hash}'` : "default-src 'none'";
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(input.title)}</title></head><body>` +
    `<h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.text)}</p>` +
    (script ? `<script>${script}</script>` : '') +
    `</body></html>`;
  return { html, csp };
}
