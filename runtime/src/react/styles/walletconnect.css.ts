/** The WalletConnect views: QR code, AllWallets grid and search. */
export const walletConnectCss = /* css */ `
[data-wk] .wk-qr-frame {
  display: flex;
  justify-content: center;
  padding: 12px;
  border-radius: calc(var(--wk-border-radius-master, 4px) * 4);
  background: #ffffff;
}
[data-wk] .wk-qr-code {
  display: block;
  max-width: 100%;
  height: auto;
}
/* The kit's icons stroke with currentColor; a stroke around the modules would merge them. */
[data-wk] .wk-qr-code,
[data-wk] .wk-qr-code * {
  stroke: none;
}
[data-wk] .wk-qr-placeholder {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 280px;
  max-width: 100%;
  aspect-ratio: 1;
}
[data-wk] .wk-search-input {
  width: 100%;
  box-sizing: border-box;
  padding: 10px 12px;
  border-radius: calc(var(--wk-border-radius-master, 4px) * 3);
  border: 1px solid color-mix(in srgb, var(--wk-foreground) 18%, transparent);
  background: color-mix(in srgb, var(--wk-foreground) 5%, transparent);
  color: var(--wk-foreground);
  font: inherit;
}
[data-wk] .wk-search-input:focus-visible {
  outline: 2px solid var(--wk-accent);
  outline-offset: 1px;
}
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
  border-radius: calc(var(--wk-border-radius-master, 4px) * 3);
  background: color-mix(in srgb, var(--wk-foreground) 5%, transparent);
  color: var(--wk-foreground);
  font: inherit;
  cursor: pointer;
}
[data-wk] .wk-wallet-tile:hover {
  background: color-mix(in srgb, var(--wk-foreground) 10%, transparent);
}
[data-wk] .wk-wallet-tile:focus-visible {
  outline: 2px solid var(--wk-accent);
  outline-offset: 1px;
}
[data-wk] .wk-wallet-tile-name {
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: var(--wk-font-size-small);
}
[data-wk] .wk-wallet-tile-badge {
  font-size: 10px;
  color: var(--wk-foreground-secondary);
}
`;
