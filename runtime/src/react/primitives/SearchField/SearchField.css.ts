import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** The search input of the wallet catalogue. */
export const searchFieldSheet: KitSheet = {
  name: 'SearchField',
  css: /* css */ `
[data-wk] .wk-search-input {
  width: 100%;
  box-sizing: border-box;
  padding: 10px 12px;
  border-radius: calc(${vars.borderRadiusMaster} * 3);
  border: 1px solid color-mix(in srgb, ${vars.foreground} 18%, transparent);
  background: color-mix(in srgb, ${vars.foreground} 5%, transparent);
  color: ${vars.foreground};
  font: inherit;
}
[data-wk] .wk-search-input:focus-visible {
  outline: 2px solid ${vars.accent};
  outline-offset: 1px;
}
`,
};
