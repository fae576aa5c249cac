import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** Links to a block explorer: quiet text with an arrow, the accent colour when pointed at. */
export const explorerLinkSheet: KitSheet = {
  name: 'ExplorerLink',
  css: /* css */ `
[data-wk] .wk-explorer-link { display: inline-flex; align-items: center; gap: 4px; color: ${vars.foregroundSecondary}; font-size: ${vars.fontSizeSmall}; text-decoration: none; border-radius: ${vars.borderRadiusSmall}; padding: 2px 4px; }
[data-wk] .wk-explorer-link:hover { color: ${vars.accent}; text-decoration: underline; }
[data-wk] .wk-explorer-link:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 2px; }
[data-wk] .wk-explorer-link svg { width: 14px; height: 14px; flex: none; }
`,
};
