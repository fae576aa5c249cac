import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** One card per wallet: icon and name, then its install links as wrapping pills. */
export const getWalletPanelSheet: KitSheet = {
  name: 'GetWalletPanel',
  css: /* css */ `
[data-wk] .wk-get-wallet-list { display: flex; flex-direction: column; gap: 8px; list-style: none; margin: 0; padding: 0; }
[data-wk] .wk-get-wallet-item { display: flex; flex-direction: column; gap: 8px; padding: 12px; border-radius: ${vars.borderRadiusMedium}; background: ${vars.surface}; }
[data-wk] .wk-get-wallet-name { display: flex; align-items: center; gap: 12px; font-size: ${vars.fontSizeMedium}; font-weight: 600; color: ${vars.foreground}; }
[data-wk] .wk-get-wallet-links { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0; }
[data-wk] .wk-get-wallet-link { display: inline-block; padding: 6px 10px; border-radius: ${vars.borderRadiusSmall}; border: 1px solid ${vars.border}; color: ${vars.foreground}; font-size: ${vars.fontSizeSmall}; text-decoration: none; }
[data-wk] .wk-get-wallet-link:hover { background: ${vars.surfaceHover}; }
[data-wk] .wk-get-wallet-link:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 2px; }
`,
};
