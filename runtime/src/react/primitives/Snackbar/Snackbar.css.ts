import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** The short message at the bottom of the screen, above the modal. */
export const snackbarSheet: KitSheet = {
  name: 'Snackbar',
  css: /* css */ `
[data-wk] .wk-snackbar-region {
  position: fixed;
  left: 50%;
  bottom: 24px;
  z-index: calc(${vars.zIndex} + 1);
  transform: translateX(-50%);
  pointer-events: none;
}
[data-wk] .wk-snackbar {
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100vw - 32px);
  padding: 10px 16px;
  font-size: ${vars.fontSizeMedium};
  font-weight: 500;
  color: ${vars.foreground};
  background: ${vars.background};
  border: 1px solid ${vars.border};
  border-radius: 999px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.24);
  animation: wk-view-in ${vars.durationView} ease-out;
}
[data-wk] .wk-snackbar[data-variant='success'] > svg { color: ${vars.success}; }
[data-wk] .wk-snackbar[data-variant='error'] > svg { color: ${vars.error}; }
`,
};
