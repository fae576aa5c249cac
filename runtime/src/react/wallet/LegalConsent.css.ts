import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** The legal checkbox of the Connect view: box, sentence with links, and the hint below. */
export const legalConsentSheet: KitSheet = {
  name: 'LegalConsent',
  css: /* css */ `
[data-wk] .wk-legal { display: flex; flex-direction: column; gap: 6px; }
[data-wk] .wk-legal-label { display: flex; align-items: flex-start; gap: 10px; font-size: ${vars.fontSizeSmall}; color: ${vars.foreground}; cursor: pointer; line-height: 1.4; }
[data-wk] .wk-legal-box { flex: none; width: 18px; height: 18px; margin: 0; accent-color: ${vars.accent}; cursor: pointer; }
[data-wk] .wk-legal-link { color: ${vars.foreground}; font-weight: 600; text-decoration: underline; text-underline-offset: 2px; }
[data-wk] .wk-legal-hint { padding-inline-start: 28px; font-size: ${vars.fontSizeSmall}; color: ${vars.foregroundSecondary}; }
`,
};
