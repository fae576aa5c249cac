import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** A small pill of text; the success variant leads with a green dot. */
export const badgeSheet: KitSheet = {
  name: 'Badge',
  css: /* css */ `
[data-wk] .wk-badge {
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 22px;
  padding: 0 8px;
  font-size: ${vars.fontSizeSmall};
  font-weight: 500;
  color: ${vars.foregroundSecondary};
  white-space: nowrap;
  background: ${vars.background};
  border: 1px solid ${vars.border};
  border-radius: 999px;
}
[data-wk] .wk-badge[data-variant='success']::before {
  content: '';
  width: 6px;
  height: 6px;
  background: ${vars.success};
  border-radius: 50%;
}
`,
};
