import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** The "Continue with a wallet" disclosure: its chevron turns down while the list is open. */
export const collapsedWalletsSheet: KitSheet = {
  name: 'CollapsedWallets',
  css: /* css */ `
[data-wk] .wk-collapsed-wallets { display: flex; flex-direction: column; gap: 8px; }
[data-wk] .wk-collapsed-wallets-chevron { transition: transform ${vars.durationView} ease; }
[data-wk] .wk-collapsed-wallets-chevron[data-expanded='true'] { transform: rotate(90deg); }
[data-wk][dir='rtl'] .wk-collapsed-wallets-chevron[data-expanded='true'] { transform: rotate(-90deg); }
`,
};
