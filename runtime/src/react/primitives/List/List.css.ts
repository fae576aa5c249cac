import type { KitSheet } from '../../styles/sheet.js';

/** A column of list items. */
export const listSheet: KitSheet = {
  name: 'List',
  css: /* css */ `
[data-wk] .wk-list {
  display: flex;
  flex-direction: column;
  gap: 8px;
}
`,
};
