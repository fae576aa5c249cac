/**
 * The frame's page: no inline script, so the service can serve it with `script-src 'self'`.
 * The query (project id, chain id, version, logging, locale) is read by the script itself; the
 * page only carries the locale's `lang` and `dir`, from the supported list (never the raw value).
 */
import { frameLocaleOf } from './text/frame-locale.js';

export interface FramePageQuery {
  projectId: string;
  chainId?: string | undefined;
  version?: string | undefined;
  enableLogger: boolean;
  locale?: string | undefined;
}

export function renderFramePage(query: FramePageQuery): string {
  const { locale, dir } = frameLocaleOf(query.locale);
  return [
    '<!doctype html>',
    `<html lang="${locale}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    '<title>Wallet</title></head>',
    '<body>',
    '<script type="module" src="/frame/main.js"></script>',
    '</body>',
    '</html>',
  ].join('');
}
