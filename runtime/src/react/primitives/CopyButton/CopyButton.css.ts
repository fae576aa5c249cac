import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** An icon button that turns green once the text is copied. */
export const copyButtonSheet: KitSheet = {
  name: 'CopyButton',
  css: /* css */ `
[data-wk] .wk-copy-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  color: ${vars.foregroundSecondary};
  border-radius: ${vars.borderRadiusMedium};
}
[data-wk] .wk-copy-button:hover {
  color: ${vars.foreground};
  background: ${vars.surfaceHover};
}
[data-wk] .wk-copy-button[data-state='copied'] {
  color: ${vars.success};
}
`,
};
