import type { KitSheet } from '../styles/sheet.js';

/** The Receive and Send buttons of the Account view, side by side. */
export const accountActionsSheet: KitSheet = {
  name: 'AccountActions',
  css: /* css */ `
[data-wk] .wk-account-actions { display: flex; gap: 8px; width: 100%; }
[data-wk] .wk-account-actions > * { flex: 1; }
`,
};
