import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** The live rule hint under the name field and the row of suggested names. */
export const registerAccountNameFormSheet: KitSheet = {
  name: 'RegisterAccountNameForm',
  css: /* css */ `
[data-wk] .wk-name-hint { min-height: 1.4em; margin: 0; font-size: ${vars.fontSizeSmall}; color: ${vars.foregroundSecondary}; text-align: start; }
[data-wk] .wk-name-hint[data-invalid] { color: ${vars.error}; }
[data-wk] .wk-name-suggestions { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
[data-wk] .wk-name-suggestion { padding: 4px 10px; font: inherit; font-size: ${vars.fontSizeSmall}; color: ${vars.foreground}; background: ${vars.surface}; border: 1px solid ${vars.border}; border-radius: 999px; cursor: pointer; }
[data-wk] .wk-name-suggestion:hover, [data-wk] .wk-name-suggestion:focus-visible { border-color: ${vars.accent}; outline: none; }
`,
};
