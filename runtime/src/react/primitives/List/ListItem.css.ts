import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/**
 * A row of a list (wallets, networks, the network button): image, label, trailing badge or chevron.
 */
export const listItemSheet: KitSheet = {
  name: 'ListItem',
  css: /* css */ `
[data-wk] .wk-list-item {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 12px 8px 8px;
  font-size: ${vars.fontSizeMedium};
  font-weight: 500;
  text-align: start;
  color: ${vars.foreground};
  background: ${vars.surface};
  border: 1px solid transparent;
  border-radius: ${vars.borderRadiusLarge};
  transition: background-color ${vars.durationView} ease, border-color ${vars.durationView} ease;
}
[data-wk] .wk-list-item:hover:not(:disabled):not([aria-disabled='true']) {
  background: ${vars.surfaceHover};
}
[data-wk] .wk-list-item[aria-current='true'] {
  border-color: ${vars.accent};
}
[data-wk] .wk-list-item:disabled {
  cursor: default;
}
[data-wk] .wk-list-item[aria-disabled='true'] {
  cursor: not-allowed;
  opacity: 0.5;
}
[data-wk] .wk-list-item-label {
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
[data-wk] .wk-list-item-trailing {
  display: inline-flex;
  align-items: center;
  color: ${vars.foregroundSecondary};
}
`,
};
