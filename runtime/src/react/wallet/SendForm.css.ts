import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** The send form (token, amount, receiver fields) and its review list. */
export const sendFormSheet: KitSheet = {
  name: 'SendForm',
  css: /* css */ `
[data-wk] .wk-field { display: flex; flex-direction: column; gap: 6px; font-size: ${vars.fontSizeSmall}; color: ${vars.foregroundSecondary}; text-align: start; }
[data-wk] .wk-input { flex: 1; width: 100%; min-width: 0; padding: 10px 12px; font: inherit; font-size: ${vars.fontSizeMedium}; color: ${vars.foreground}; background: ${vars.surface}; border: 1px solid ${vars.border}; border-radius: ${vars.borderRadiusMedium}; }
[data-wk] .wk-input:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 1px; }
[data-wk] select.wk-input { appearance: auto; }
[data-wk] .wk-review-list { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; font-size: ${vars.fontSizeSmall}; }
[data-wk] .wk-review-list dt { color: ${vars.foregroundSecondary}; }
[data-wk] .wk-review-list dd { margin: 0; text-align: end; color: ${vars.foreground}; }
`,
};
