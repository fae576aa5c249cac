import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** The Account view's tabs (tokens, NFTs, activity) and the body of their panels. */
export const accountTabsSheet: KitSheet = {
  name: 'AccountTabs',
  css: /* css */ `
[data-wk] .wk-tabs { display: flex; flex-direction: column; gap: 12px; width: 100%; }
[data-wk] .wk-tablist { display: flex; gap: 4px; padding: 4px; background: ${vars.surface}; border-radius: ${vars.borderRadiusLarge}; }
[data-wk] .wk-tab { flex: 1; padding: 8px 10px; font-size: ${vars.fontSizeSmall}; color: ${vars.foregroundSecondary}; border-radius: ${vars.borderRadiusMedium}; }
[data-wk] .wk-tab[aria-selected='true'] { color: ${vars.foreground}; background: ${vars.background}; box-shadow: 0 0 0 1px ${vars.border}; }
[data-wk] .wk-tab:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 1px; }
[data-wk] .wk-tab-panel { min-height: 96px; }
[data-wk] .wk-tab-panel-body { display: flex; flex-direction: column; gap: 8px; }
`,
};
