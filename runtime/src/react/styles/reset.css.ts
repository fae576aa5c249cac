import type { KitSheet } from './sheet.js';
import { vars } from './variables.js';

/**
 * Isolation from the host page. Every selector starts with `[data-wk]`, so nothing leaks out.
 * The root resets every inherited property with `all: initial` (custom properties survive),
 * so the host's font, colour and line-height stop at the kit's border. Descendants get a
 * reset at specificity (0,1,0), above any host type or universal selector (`button {}`,
 * `* {}`, `body div {}`); the component rules sit at (0,2,0) and above.
 */
export const resetSheet: KitSheet = {
  name: 'reset',
  css: /* css */ `
[data-wk] {
  all: initial;
  font-family: ${vars.fontFamily};
  font-size: ${vars.fontSizeMedium};
  font-weight: 400;
  line-height: 1.4;
  color: ${vars.foreground};
  text-align: start;
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  -webkit-tap-highlight-color: transparent;
}
/* SVG shapes are left alone: their geometry (rect width/height) lives in CSS properties. */
[data-wk] *:not(:where(svg *)),
[data-wk] *::before,
[data-wk] *::after {
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 0 solid transparent;
  background: none;
  box-shadow: none;
  font: inherit;
  color: inherit;
  line-height: inherit;
  letter-spacing: normal;
  text-transform: none;
  text-decoration: none;
  text-shadow: none;
  text-align: inherit;
  outline: none;
  width: auto;
  height: auto;
  min-width: 0;
  max-width: none;
  min-height: 0;
  float: none;
  opacity: 1;
  transform: none;
  filter: none;
  list-style: none;
}
[data-wk] button {
  cursor: pointer;
  -webkit-appearance: none;
  appearance: none;
  user-select: none;
}
[data-wk] button:disabled {
  cursor: not-allowed;
}
[data-wk] img,
[data-wk] svg {
  display: block;
  flex-shrink: 0;
}
[data-wk] svg {
  fill: none;
  stroke: currentColor;
}
[data-wk] svg * {
  color: inherit;
}
/* A visible ring for keyboard users only, in the accent and never hidden by a host rule. */
[data-wk] :focus-visible {
  outline: 2px solid ${vars.accent};
  outline-offset: 2px;
}
[data-wk] .wk-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
}
`,
};
