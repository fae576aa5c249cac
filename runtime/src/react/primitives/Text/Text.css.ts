import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** The text variants: title, subtitle, secondary, error, small. */
export const textSheet: KitSheet = {
  name: 'Text',
  css: /* css */ `
[data-wk] .wk-text {
  overflow-wrap: anywhere;
}
[data-wk] .wk-text[data-variant='title'] {
  font-size: ${vars.fontSizeTitle};
  font-weight: 600;
  line-height: 1.25;
}
[data-wk] .wk-text[data-variant='subtitle'] {
  font-size: ${vars.fontSizeLarge};
  font-weight: 600;
}
[data-wk] .wk-text[data-variant='secondary'] {
  color: ${vars.foregroundSecondary};
}
[data-wk] .wk-text[data-variant='error'] {
  color: ${vars.error};
}
[data-wk] .wk-text[data-variant='small'] {
  font-size: ${vars.fontSizeSmall};
  color: ${vars.foregroundSecondary};
}
`,
};
