import type { KitSheet } from '../../styles/sheet.js';

/** Vertical stacks and centred rows, the layout of every view. */
export const stackSheet: KitSheet = {
  name: 'Stack',
  css: /* css */ `
[data-wk] .wk-stack {
  display: flex;
  flex-direction: column;
  gap: 12px;
}
[data-wk] .wk-stack[data-gap='small'] { gap: 6px; }
[data-wk] .wk-stack[data-gap='large'] { gap: 20px; }
[data-wk] .wk-stack[data-align='center'] {
  align-items: center;
  text-align: center;
}
[data-wk] .wk-row {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
}
[data-wk] .wk-field .wk-row { gap: 8px; }
`,
};
