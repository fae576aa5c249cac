import { contentCss } from './content.css.js';
import { controlsCss } from './controls.css.js';
import { modalCss } from './modal.css.js';
import { motionCss } from './motion.css.js';
import { resetCss } from './reset.css.js';
import { siwxCss } from './siwx.css.js';
import { walletConnectCss } from './walletconnect.css.js';
import { walletCss } from './wallet.css.js';

/** The kit's whole stylesheet. The reset comes first so component rules follow it. */
export const stylesheet = [
  resetCss,
  motionCss,
  modalCss,
  controlsCss,
  contentCss,
  walletConnectCss,
  siwxCss,
  walletCss,
].join('\n');
