import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** Initials on a tinted square, shown until an image loads or when there is none. */
export const placeholderImageSheet: KitSheet = {
  name: 'PlaceholderImage',
  css: /* css */ `
[data-wk] .wk-placeholder-image {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-weight: 600;
  color: ${vars.foreground};
  background: ${vars.surfaceHover};
}
`,
};
