import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** The connected connect button: avatar, name or address, and balance in a pill. */
export const accountButtonSheet: KitSheet = {
  name: 'AccountButton',
  css: /* css */ `
[data-wk] .wk-account-pill {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 44px;
  padding: 0 14px 0 6px;
  font-size: ${vars.fontSizeMedium};
  font-weight: 600;
  color: ${vars.foreground};
  background: ${vars.background};
  border: 1px solid ${vars.border};
  border-radius: 999px;
  transition: background-color ${vars.durationView} ease;
}
[data-wk] .wk-account-pill:hover {
  background: ${vars.surfaceHover};
}
/*
 * A long name (ENS names have no length limit) is cut with an ellipsis past 12em; the tooltip has
 * the address. Below that the name keeps its width: a short address cut again reads as nonsense.
 */
[data-wk] .wk-account-pill-name {
  flex-shrink: 0;
  max-width: 12em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
[data-wk] .wk-account-pill-balance {
  font-weight: 500;
  white-space: nowrap;
  color: ${vars.foregroundSecondary};
}
/* On a phone the pill would run off the screen: the balance stays in the Account view. */
@media (max-width: 480px) {
  [data-wk] .wk-account-pill-balance {
    display: none;
  }
}
`,
};
