import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** An arc that turns; small spinners take the colour of the text around them. */
export const spinnerSheet: KitSheet = {
  name: 'Spinner',
  css: /* css */ `
@keyframes wk-spin {
  to { transform: rotate(360deg); }
}
[data-wk] .wk-spinner {
  width: 24px;
  height: 24px;
  color: ${vars.accent};
  animation: wk-spin 0.8s linear infinite;
}
[data-wk] .wk-spinner[data-size='small'] {
  width: 16px;
  height: 16px;
  color: currentColor;
}
`,
};
