import type { KitSheet } from '../../styles/sheet.js';

/** A network's round icon. */
export const networkImageSheet: KitSheet = {
  name: 'NetworkImage',
  css: /* css */ `
[data-wk] .wk-network-image {
  width: 32px;
  height: 32px;
  object-fit: cover;
  border-radius: 50%;
}
[data-wk] .wk-network-image[data-size='small'] {
  width: 20px;
  height: 20px;
  font-size: 9px;
}
`,
};
