/**
 * The frame page's HTML. Until the frame's own page renderer exists this serves a minimal page
 * that loads the built frame script from this service.
 */
export interface FramePageQuery {
  projectId: string;
  chainId: string | undefined;
  version: string | undefined;
  enableLogger: boolean;
}

export function renderFrame(_query: FramePageQuery): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><title>wallet-kit secure frame</title></head>',
    '<body>',
    '<script type="module" src="/frame/main.js"></script>',
    '</body>',
    '</html>',
  ].join('');
}
