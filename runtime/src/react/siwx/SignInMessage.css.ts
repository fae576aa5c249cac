import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** The sign-in message box: the exact text the wallet will sign, scrollable and monospaced. */
export const signInMessageSheet: KitSheet = {
  name: 'SignInMessage',
  css: /* css */ `
[data-wk] .wk-siwx-message {
  margin: 0;
  max-height: 180px;
  overflow: auto;
  padding: 10px 12px;
  border-radius: ${vars.borderRadiusMedium};
  border: 1px solid color-mix(in srgb, currentColor 14%, transparent);
  background: color-mix(in srgb, currentColor 5%, transparent);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12px;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  /* The message is the standard's English text, read left to right in every locale. */
  direction: ltr;
  text-align: left;
}
[data-wk] .wk-siwx-message:focus-visible {
  outline: 2px solid ${vars.accent};
  outline-offset: 2px;
}
`,
};
