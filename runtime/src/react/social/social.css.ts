import type { KitSheet } from '../styles/sheet.js';
import { vars } from '../styles/variables.js';

/** The social login buttons on Connect and the social account line on Account. */
export const socialSheet: KitSheet = {
  name: 'Social',
  css: /* css */ `
[data-wk] .wk-social { display: flex; flex-direction: column; gap: 8px; }
[data-wk] .wk-social-mark { display: inline-flex; align-items: center; justify-content: center; width: 20px; height: 20px; border-radius: 50%; font-size: 12px; font-weight: 600; color: ${vars.background}; background: ${vars.foreground}; }
[data-wk] .wk-social-logo { flex: none; width: 20px; height: 20px; }
[data-wk] .wk-social-error { margin: 0; font-size: ${vars.fontSizeSmall}; color: ${vars.error}; text-align: start; }
`,
};
