import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** The primary, secondary and danger buttons. */
export const buttonSheet: KitSheet = {
  name: 'Button',
  css: /* css */ `
[data-wk] .wk-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 44px;
  padding: 0 18px;
  font-size: ${vars.fontSizeMedium};
  font-weight: 600;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${vars.borderRadiusLarge};
  transition: background-color ${vars.durationView} ease, border-color ${vars.durationView} ease, filter ${vars.durationView} ease;
}
[data-wk] .wk-button[data-wk-full-width] {
  display: flex;
  width: 100%;
}
[data-wk] .wk-button[data-variant='primary'] {
  color: ${vars.accentForeground};
  background: ${vars.accent};
}
[data-wk] .wk-button[data-variant='primary']:hover:not(:disabled):not([aria-disabled='true']) {
  filter: brightness(1.08);
}
[data-wk] .wk-button[data-variant='secondary'] {
  color: ${vars.foreground};
  background: ${vars.surface};
  border-color: ${vars.border};
}
[data-wk] .wk-button[data-variant='secondary']:hover:not(:disabled):not([aria-disabled='true']) {
  background: ${vars.surfaceHover};
}
[data-wk] .wk-button[data-variant='danger'] {
  color: ${vars.error};
  background: ${vars.surface};
  border-color: ${vars.border};
}
[data-wk] .wk-button[data-variant='danger']:hover:not(:disabled):not([aria-disabled='true']) {
  background: ${vars.surfaceHover};
}
[data-wk] .wk-button:disabled,
[data-wk] .wk-button[aria-disabled='true'] {
  opacity: 0.6;
}
[data-wk] .wk-button[aria-disabled='true'] {
  cursor: not-allowed;
}
[data-wk] .wk-button[aria-busy='true'] {
  cursor: progress;
}
`,
};
