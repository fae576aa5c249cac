/**
 * The frame's page: no inline script, so the service can serve it with `script-src 'self'`.
 * The query (project id, chain id, version, logging) is read by the script itself.
 */
export interface FramePageQuery {
  projectId: string;
  chainId?: string | undefined;
  version?: string | undefined;
  enableLogger: boolean;
}

export function renderFramePage(_query: FramePageQuery): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    '<title>Wallet</title></head>',
    '<body>',
    '<script type="module" src="/frame/main.js"></script>',
    '</body>',
    '</html>',
  ].join('');
}
