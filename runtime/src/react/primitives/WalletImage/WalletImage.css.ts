import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** A wallet's icon, in a list row or large on the connecting views. */
export const walletImageSheet: KitSheet = {
  name: 'WalletImage',
  css: /* css */ `
[data-wk] .wk-wallet-icon {
  width: 40px;
  height: 40px;
  object-fit: cover;
  border: 1px solid ${vars.border};
  border-radius: ${vars.borderRadiusMedium};
}
[data-wk] .wk-wallet-icon[data-size='large'] {
  width: 72px;
  height: 72px;
  border-radius: calc(${vars.borderRadiusMaster} * 5);
}
/* The letters as the SVG icon draws them: bold, 24/64 of the space inside the border. */
[data-wk] .wk-wallet-monogram {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  font-size: 14px;
  font-weight: 700;
  line-height: 1;
}
[data-wk] .wk-wallet-monogram[data-size='large'] {
  font-size: 26px;
}
`,
};
