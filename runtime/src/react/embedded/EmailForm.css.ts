import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/**
 * The email field's hint, the six code boxes, the "or" line and the approval frame's place. The
 * frame's place is as tall as the screen allows, up to 460 px, so a request's call list shows whole
 * on a desktop instead of scrolling inside a 320 px box; on a phone it leaves room for the sheet's
 * header.
 */
export const emailFormSheet: KitSheet = {
  name: 'EmailForm',
  css: /* css */ `
[data-wk] .wk-email-hint { margin: 0; font-size: ${vars.fontSizeSmall}; color: ${vars.error}; text-align: start; }
[data-wk] .wk-otp { display: flex; justify-content: center; gap: 8px; margin: 0; padding: 0; border: 0; }
[data-wk] .wk-otp-digit { width: 44px; height: 52px; padding: 0; font: inherit; font-size: 22px; font-variant-numeric: tabular-nums; text-align: center; color: ${vars.foreground}; background: ${vars.surface}; border: 1px solid ${vars.border}; border-radius: ${vars.borderRadiusMedium}; }
[data-wk] .wk-otp-digit:focus-visible { outline: 2px solid ${vars.accent}; outline-offset: 1px; border-color: ${vars.accent}; }
[data-wk] .wk-otp-digit[aria-invalid] { border-color: ${vars.error}; }
[data-wk] .wk-link-button { padding: 0; font: inherit; font-size: ${vars.fontSizeSmall}; color: ${vars.foreground}; background: none; border: 0; cursor: pointer; text-decoration: underline; }
[data-wk] .wk-link-button:disabled { color: ${vars.foregroundSecondary}; cursor: default; text-decoration: none; }
[data-wk] .wk-or-divider { display: flex; align-items: center; gap: 12px; font-size: ${vars.fontSizeSmall}; color: ${vars.foregroundSecondary}; }
[data-wk] .wk-or-divider::before, [data-wk] .wk-or-divider::after { content: ''; flex: 1; height: 1px; background: ${vars.border}; }
[data-wk] .wk-approval-slot { width: 100%; min-height: 320px; height: min(460px, calc(100dvh - 220px)); }
`,
};
