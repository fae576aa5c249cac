/**
 * The modal: a centred card of `--wk-modal-width` on desktop, a bottom sheet on narrow
 * screens. The body's height follows its content (animated, see useAnimatedHeight).
 * Embedded, the same card sits in the host's layout: modal width at most, never wider than
 * its container, no shadow, no entrance, never a bottom sheet.
 */
export const modalCss = /* css */ `
[data-wk].wk-portal,
[data-wk].wk-block-root {
  display: block;
}
[data-wk] .wk-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--wk-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: var(--wk-overlay);
  animation: wk-fade-in var(--wk-duration-view) ease-out;
}
[data-wk] .wk-modal {
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: var(--wk-modal-width);
  max-height: calc(100dvh - 32px);
  overflow: hidden;
  color: var(--wk-foreground);
  background: var(--wk-background);
  border: 1px solid var(--wk-border);
  border-radius: calc(var(--wk-border-radius-master) * 7);
  box-shadow: 0 12px 48px rgba(0, 0, 0, 0.24), 0 2px 8px rgba(0, 0, 0, 0.12);
  animation: wk-modal-in var(--wk-duration-view) ease-out;
}
/* Focus lands on the dialog itself only when a view has no control; no ring around it all. */
[data-wk] .wk-modal:focus {
  outline: none;
}
[data-wk] .wk-modal[data-wk-shake] {
  animation: wk-shake var(--wk-duration-shake) ease-in-out;
}
[data-wk] .wk-modal.wk-modal-embedded {
  max-height: none;
  box-shadow: none;
}
[data-wk] .wk-modal.wk-modal-embedded:not([data-wk-shake]) {
  animation: none;
}
[data-wk] .wk-modal-header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  gap: 8px;
  min-height: 60px;
  padding: 12px 12px 4px;
}
[data-wk] .wk-modal-title {
  grid-column: 2;
  overflow: hidden;
  font-size: var(--wk-font-size-large);
  font-weight: 600;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
  animation: wk-fade-in var(--wk-duration-header) ease-out;
}
[data-wk] .wk-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  color: var(--wk-foreground-secondary);
  border-radius: 50%;
  transition: background-color var(--wk-duration-view) ease, color var(--wk-duration-view) ease;
}
[data-wk] .wk-icon-button:hover:not(:disabled) {
  color: var(--wk-foreground);
  background: var(--wk-surface-hover);
}
[data-wk] .wk-icon-button:disabled {
  opacity: 0.4;
}
[data-wk] .wk-icon-button[data-wk-slot='back'] {
  grid-column: 1;
}
[data-wk] .wk-icon-button[data-wk-slot='close'] {
  grid-column: 3;
}
[data-wk] .wk-modal-viewport {
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  transition: height var(--wk-duration-height) ease;
}
[data-wk] .wk-modal-body {
  padding: 8px 16px 20px;
}
[data-wk] .wk-view {
  animation: wk-view-in var(--wk-duration-view) ease-out;
}
@media (max-width: 430px) {
  [data-wk] .wk-overlay {
    align-items: flex-end;
    padding: 0;
  }
  [data-wk] .wk-modal {
    max-width: none;
    max-height: calc(100dvh - 24px);
    border-bottom: 0;
    border-radius: calc(var(--wk-border-radius-master) * 7) calc(var(--wk-border-radius-master) * 7) 0 0;
    animation: wk-sheet-in var(--wk-duration-view) ease-out;
  }
  [data-wk] .wk-modal.wk-modal-embedded {
    max-width: var(--wk-modal-width);
    border-bottom: 1px solid var(--wk-border);
    border-radius: calc(var(--wk-border-radius-master) * 7);
  }
  [data-wk] .wk-modal.wk-modal-embedded:not([data-wk-shake]) {
    animation: none;
  }
  [data-wk] .wk-modal-body {
    padding-bottom: calc(20px + env(safe-area-inset-bottom, 0px));
  }
  [data-wk] .wk-modal-embedded .wk-modal-body {
    padding-bottom: 20px;
  }
}
`;
