import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** The banner at the top of the screen, above the modal, for what the visitor must not miss. */
export const alertBannerSheet: KitSheet = {
  name: 'AlertBanner',
  css: /* css */ `
[data-wk] .wk-alert-region {
  position: fixed;
  top: 16px;
  left: 50%;
  z-index: calc(${vars.zIndex} + 2);
  transform: translateX(-50%);
  width: min(420px, calc(100vw - 32px));
}
[data-wk] .wk-alert {
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 14px;
  font-size: ${vars.fontSizeMedium};
  color: ${vars.foreground};
  background: ${vars.background};
  border: 1px solid ${vars.border};
  border-inline-start-width: 4px;
  border-radius: 12px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.24);
  animation: wk-view-in ${vars.durationView} ease-out;
}
[data-wk] .wk-alert[data-variant='error'] { border-inline-start-color: ${vars.error}; }
[data-wk] .wk-alert[data-variant='success'] { border-inline-start-color: ${vars.success}; }
[data-wk] .wk-alert[data-variant='error'] > svg { color: ${vars.error}; flex: none; }
[data-wk] .wk-alert[data-variant='success'] > svg { color: ${vars.success}; flex: none; }
[data-wk] .wk-alert-message { flex: 1; font-weight: 500; line-height: 1.4; }
[data-wk] .wk-alert-close {
  flex: none;
  display: inline-flex;
  padding: 2px;
  color: inherit;
  background: none;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
[data-wk] .wk-alert-close:focus-visible { outline: 2px solid ${vars.accent}; }
`,
};
