import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/** The wallet catalogue: a grid of tiles, each an icon over a name. */
export const walletTileSheet: KitSheet = {
  name: 'WalletTile',
  css: /* css */ `
[data-wk] .wk-wallet-grid {
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 360px;
  overflow-y: auto;
}
[data-wk] .wk-wallet-tile {
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  padding: 10px 4px;
  border: 0;
  border-radius: calc(${vars.borderRadiusMaster} * 3);
  background: color-mix(in srgb, ${vars.foreground} 5%, transparent);
  color: ${vars.foreground};
  font: inherit;
  cursor: pointer;
}
[data-wk] .wk-wallet-tile:hover {
  background: color-mix(in srgb, ${vars.foreground} 10%, transparent);
}
[data-wk] .wk-wallet-tile:focus-visible {
  outline: 2px solid ${vars.accent};
  outline-offset: 1px;
}
[data-wk] .wk-wallet-tile-name {
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${vars.fontSizeSmall};
}
[data-wk] .wk-wallet-tile-badge {
  font-size: 10px;
  color: ${vars.foregroundSecondary};
}
`,
};
