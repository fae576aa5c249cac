/** Account tabs, token and activity lists, the send form and the receive view. */
export const walletCss = `
[data-wk] .wk-tabs { display: flex; flex-direction: column; gap: 12px; width: 100%; }
[data-wk] .wk-tablist { display: flex; gap: 4px; padding: 4px; background: var(--wk-surface); border-radius: var(--wk-border-radius-large); }
[data-wk] .wk-tab { flex: 1; padding: 8px 10px; font-size: var(--wk-font-size-small); color: var(--wk-foreground-secondary); border-radius: var(--wk-border-radius-medium); }
[data-wk] .wk-tab[aria-selected='true'] { color: var(--wk-foreground); background: var(--wk-background); box-shadow: 0 0 0 1px var(--wk-border); }
[data-wk] .wk-tab:focus-visible, [data-wk] .wk-input:focus-visible { outline: 2px solid var(--wk-accent); outline-offset: 1px; }
[data-wk] .wk-tab-panel { min-height: 96px; }
[data-wk] .wk-tab-panel-body { display: flex; flex-direction: column; gap: 8px; }
[data-wk] .wk-token-list { display: flex; flex-direction: column; gap: 4px; list-style: none; margin: 0; padding: 0; }
[data-wk] .wk-token-row, [data-wk] .wk-activity-row { display: flex; align-items: center; gap: 10px; padding: 8px 10px; background: var(--wk-surface); border-radius: var(--wk-border-radius-medium); }
[data-wk] .wk-activity-row { justify-content: space-between; }
[data-wk] .wk-token-name { display: flex; flex: 1; flex-direction: column; min-width: 0; text-align: left; }
[data-wk] .wk-token-icon { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; flex: none; font-weight: 600; color: var(--wk-accent-foreground); background: var(--wk-accent); border-radius: 50%; }
[data-wk] .wk-field { display: flex; flex-direction: column; gap: 6px; font-size: var(--wk-font-size-small); color: var(--wk-foreground-secondary); text-align: left; }
[data-wk] .wk-field .wk-row { gap: 8px; }
[data-wk] .wk-input { flex: 1; width: 100%; min-width: 0; padding: 10px 12px; font: inherit; font-size: var(--wk-font-size-medium); color: var(--wk-foreground); background: var(--wk-surface); border: 1px solid var(--wk-border); border-radius: var(--wk-border-radius-medium); }
[data-wk] select.wk-input { appearance: auto; }
[data-wk] .wk-review-list { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; font-size: var(--wk-font-size-small); }
[data-wk] .wk-review-list dt { color: var(--wk-foreground-secondary); }
[data-wk] .wk-review-list dd { margin: 0; text-align: right; color: var(--wk-foreground); }
[data-wk] .wk-address-text { max-width: 100%; font-family: ui-monospace, monospace; font-size: var(--wk-font-size-small); color: var(--wk-foreground); word-break: break-all; }
[data-wk] .wk-account-actions { display: flex; gap: 8px; width: 100%; }
[data-wk] .wk-account-actions > * { flex: 1; }
`;
