import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/**
 * A QR code on a white frame (it must stay dark on light to scan), and the placeholder that
 * holds its place while the link is prepared.
 */
export const qrCodeSheet: KitSheet = {
  name: 'QrCode',
  css: /* css */ `
[data-wk] .wk-qr-frame {
  display: flex;
  justify-content: center;
  padding: 12px;
  border-radius: calc(${vars.borderRadiusMaster} * 4);
  background: #ffffff;
}
[data-wk] .wk-qr-code {
  display: block;
  max-width: 100%;
  height: auto;
}
/* The kit's icons stroke with currentColor; a stroke around the modules would merge them. */
[data-wk] .wk-qr-code,
[data-wk] .wk-qr-code * {
  stroke: none;
}
[data-wk] .wk-qr-placeholder {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 280px;
  max-width: 100%;
  aspect-ratio: 1;
}
`,
};
