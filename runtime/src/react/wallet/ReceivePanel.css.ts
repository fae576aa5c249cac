import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** The full address under the receive QR code, monospaced and wrapped anywhere. */
export const receivePanelSheet: KitSheet = {
  name: 'ReceivePanel',
  css: /* css */ `
[data-wk] .wk-address-text { max-width: 100%; font-family: ui-monospace, monospace; font-size: ${vars.fontSizeSmall}; color: ${vars.foreground}; word-break: break-all; }
`,
};
