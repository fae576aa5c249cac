/** Lists, text, avatars, images, spinner and the snackbar. */
export const contentCss = /* css */ `
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
[data-wk] .wk-text {
  overflow-wrap: anywhere;
}
[data-wk] .wk-text[data-variant='title'] {
  font-size: var(--wk-font-size-title);
  font-weight: 600;
  line-height: 1.25;
}
[data-wk] .wk-text[data-variant='subtitle'] {
  font-size: var(--wk-font-size-large);
  font-weight: 600;
}
[data-wk] .wk-text[data-variant='secondary'] {
  color: var(--wk-foreground-secondary);
}
[data-wk] .wk-text[data-variant='error'] {
  color: var(--wk-error);
}
[data-wk] .wk-text[data-variant='small'] {
  font-size: var(--wk-font-size-small);
  color: var(--wk-foreground-secondary);
}
[data-wk] .wk-list {
  display: flex;
  flex-direction: column;
  gap: 8px;
}
[data-wk] .wk-list-item {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 12px 8px 8px;
  font-size: var(--wk-font-size-medium);
  font-weight: 500;
  text-align: left;
  color: var(--wk-foreground);
  background: var(--wk-surface);
  border: 1px solid transparent;
  border-radius: var(--wk-border-radius-large);
  transition: background-color var(--wk-duration-view) ease, border-color var(--wk-duration-view) ease;
}
[data-wk] .wk-list-item:hover:not(:disabled) {
  background: var(--wk-surface-hover);
}
[data-wk] .wk-list-item[aria-current='true'] {
  border-color: var(--wk-accent);
}
[data-wk] .wk-list-item:disabled {
  cursor: default;
}
[data-wk] .wk-list-item-label {
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
[data-wk] .wk-list-item-trailing {
  display: inline-flex;
  align-items: center;
  color: var(--wk-foreground-secondary);
}
[data-wk] .wk-wallet-icon {
  width: 40px;
  height: 40px;
  object-fit: cover;
  border: 1px solid var(--wk-border);
  border-radius: var(--wk-border-radius-medium);
}
[data-wk] .wk-wallet-icon[data-size='large'] {
  width: 72px;
  height: 72px;
  border-radius: calc(var(--wk-border-radius-master) * 5);
}
[data-wk] .wk-placeholder-image {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-weight: 600;
  color: var(--wk-foreground);
  background: var(--wk-surface-hover);
}
[data-wk] .wk-network-image {
  width: 32px;
  height: 32px;
  object-fit: cover;
  border-radius: 50%;
}
[data-wk] .wk-network-image[data-size='small'] {
  width: 20px;
  height: 20px;
  font-size: 9px;
}
[data-wk] .wk-avatar {
  display: block;
  width: 64px;
  height: 64px;
  object-fit: cover;
  border: 3px solid var(--wk-surface);
  border-radius: 50%;
}
[data-wk] .wk-avatar[data-size='small'] {
  width: 32px;
  height: 32px;
  border-width: 2px;
}
[data-wk] .wk-spinner {
  width: 24px;
  height: 24px;
  color: var(--wk-accent);
  animation: wk-spin 0.8s linear infinite;
}
[data-wk] .wk-spinner[data-size='small'] {
  width: 16px;
  height: 16px;
  color: currentColor;
}
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
[data-wk] .wk-notice {
  align-self: stretch;
  padding: 10px 12px;
  font-size: var(--wk-font-size-small);
  color: var(--wk-foreground);
  background: var(--wk-surface);
  border: 1px solid var(--wk-border);
  border-left: 3px solid var(--wk-error);
  border-radius: var(--wk-border-radius-medium);
}
[data-wk] .wk-snackbar-region {
  position: fixed;
  left: 50%;
  bottom: 24px;
  z-index: calc(var(--wk-z-index) + 1);
  transform: translateX(-50%);
  pointer-events: none;
}
[data-wk] .wk-snackbar {
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100vw - 32px);
  padding: 10px 16px;
  font-size: var(--wk-font-size-medium);
  font-weight: 500;
  color: var(--wk-foreground);
  background: var(--wk-background);
  border: 1px solid var(--wk-border);
  border-radius: 999px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.24);
  animation: wk-view-in var(--wk-duration-view) ease-out;
}
[data-wk] .wk-snackbar[data-variant='success'] > svg { color: var(--wk-success); }
[data-wk] .wk-snackbar[data-variant='error'] > svg { color: var(--wk-error); }
`;
