import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** Token rows: a round icon, the name and the quantity. */
export const tokenListSheet: KitSheet = {
  name: 'TokenList',
  css: /* css */ `
[data-wk] .wk-token-list { display: flex; flex-direction: column; gap: 4px; list-style: none; margin: 0; padding: 0; }
[data-wk] .wk-token-row { display: flex; align-items: center; gap: 10px; padding: 8px 10px; background: ${vars.surface}; border-radius: ${vars.borderRadiusMedium}; }
[data-wk] .wk-token-name { display: flex; flex: 1; flex-direction: column; min-width: 0; text-align: start; }
[data-wk] .wk-token-icon { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; flex: none; font-weight: 600; color: ${vars.accentForeground}; background: ${vars.accent}; border-radius: 50%; }
[data-wk] .wk-token-icon img { display: block; width: 100%; height: 100%; }
`,
};
