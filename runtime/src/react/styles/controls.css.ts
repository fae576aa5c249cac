/** Buttons, badges and the connect button: the kit's interactive building blocks. */
export const controlsCss = /* css */ `
[data-wk].wk-inline-root {
  display: inline-block;
  vertical-align: middle;
}
[data-wk] .wk-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 44px;
  padding: 0 18px;
  font-size: var(--wk-font-size-medium);
  font-weight: 600;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: var(--wk-border-radius-large);
  transition: background-color var(--wk-duration-view) ease, border-color var(--wk-duration-view) ease, filter var(--wk-duration-view) ease;
}
[data-wk] .wk-button[data-wk-full-width] {
  display: flex;
  width: 100%;
}
[data-wk] .wk-button[data-variant='primary'] {
  color: var(--wk-accent-foreground);
  background: var(--wk-accent);
}
[data-wk] .wk-button[data-variant='primary']:hover:not(:disabled) {
  filter: brightness(1.08);
}
[data-wk] .wk-button[data-variant='secondary'] {
  color: var(--wk-foreground);
  background: var(--wk-surface);
  border-color: var(--wk-border);
}
[data-wk] .wk-button[data-variant='secondary']:hover:not(:disabled) {
  background: var(--wk-surface-hover);
}
[data-wk] .wk-button[data-variant='danger'] {
  color: var(--wk-error);
  background: var(--wk-surface);
  border-color: var(--wk-border);
}
[data-wk] .wk-button[data-variant='danger']:hover:not(:disabled) {
  background: var(--wk-surface-hover);
}
[data-wk] .wk-button:disabled {
  opacity: 0.6;
}
[data-wk] .wk-button[aria-busy='true'] {
  cursor: progress;
}
[data-wk] .wk-badge {
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 22px;
  padding: 0 8px;
  font-size: var(--wk-font-size-small);
  font-weight: 500;
  color: var(--wk-foreground-secondary);
  white-space: nowrap;
  background: var(--wk-background);
  border: 1px solid var(--wk-border);
  border-radius: 999px;
}
[data-wk] .wk-badge[data-variant='success']::before {
  content: '';
  width: 6px;
  height: 6px;
  background: var(--wk-success);
  border-radius: 50%;
}
[data-wk] .wk-copy-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  color: var(--wk-foreground-secondary);
  border-radius: var(--wk-border-radius-medium);
}
[data-wk] .wk-copy-button:hover {
  color: var(--wk-foreground);
  background: var(--wk-surface-hover);
}
[data-wk] .wk-copy-button[data-state='copied'] {
  color: var(--wk-success);
}
[data-wk] .wk-account-pill {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 44px;
  padding: 0 14px 0 6px;
  font-size: var(--wk-font-size-medium);
  font-weight: 600;
  color: var(--wk-foreground);
  background: var(--wk-background);
  border: 1px solid var(--wk-border);
  border-radius: 999px;
  transition: background-color var(--wk-duration-view) ease;
}
[data-wk] .wk-account-pill:hover {
  background: var(--wk-surface-hover);
}
[data-wk] .wk-account-pill-balance {
  font-weight: 500;
  color: var(--wk-foreground-secondary);
}
`;
