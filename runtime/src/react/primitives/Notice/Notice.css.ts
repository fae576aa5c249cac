import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** A boxed message with an error-coloured edge. */
export const noticeSheet: KitSheet = {
  name: 'Notice',
  css: /* css */ `
[data-wk] .wk-notice {
  align-self: stretch;
  padding: 10px 12px;
  font-size: ${vars.fontSizeSmall};
  color: ${vars.foreground};
  background: ${vars.surface};
  border: 1px solid ${vars.border};
  border-inline-start: 3px solid ${vars.error};
  border-radius: ${vars.borderRadiusMedium};
}
`,
};
