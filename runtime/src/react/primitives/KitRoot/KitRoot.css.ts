import type { KitSheet } from '../../styles/sheet.js';

/**
 * The `[data-wk]` roots: a block for overlays and the embedded modal, inline for the connect button.
 */
export const kitRootSheet: KitSheet = {
  name: 'KitRoot',
  css: /* css */ `
[data-wk].wk-portal,
[data-wk].wk-block-root {
  display: block;
}
[data-wk].wk-inline-root {
  display: inline-block;
  vertical-align: middle;
}
/* Right to left: arrows that say back or forward point the other way (layout mirrors itself
   through flex and logical properties). */
[data-wk][dir='rtl'] [data-wk-slot='back'] svg,
[data-wk][dir='rtl'] .wk-list-item-trailing svg {
  scale: -1 1;
}
`,
};
