import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** The account's round avatar. */
export const avatarSheet: KitSheet = {
  name: 'Avatar',
  css: /* css */ `
[data-wk] .wk-avatar {
  display: block;
  width: 64px;
  height: 64px;
  object-fit: cover;
  border: 3px solid ${vars.surface};
  border-radius: 50%;
}
[data-wk] .wk-avatar[data-size='small'] {
  width: 32px;
  height: 32px;
  border-width: 2px;
}
`,
};
