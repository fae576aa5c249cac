import type { KitSheet } from '../../styles/sheet.js';

/** The wallet's icon inside a large spinner while a connection waits for the wallet. */
export const connectingFigureSheet: KitSheet = {
  name: 'ConnectingFigure',
  css: /* css */ `
[data-wk] .wk-connecting-figure {
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
}
[data-wk] .wk-connecting-figure > .wk-spinner {
  position: absolute;
  inset: 0;
  width: 96px;
  height: 96px;
}
`,
};
