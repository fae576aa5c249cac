import type { KitSheet } from '../../styles/sheet.js';
import { vars } from '../../styles/variables.js';

/**
 * The modal: a centred card of the modal width on desktop, a bottom sheet on narrow screens. The
 * body's height follows its content (animated, see useAnimatedHeight). Embedded, the same card
 * sits in the host's layout: modal width at most, never wider than its container, no shadow,
 * no entrance, never a bottom sheet.
 */
export const modalShellSheet: KitSheet = {
  name: 'ModalShell',
  css: /* css */ `
@keyframes wk-fade-in {
  from { opacity: 0; }
  to { opacity: 1; }
}
@keyframes wk-modal-in {
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
}
@keyframes wk-sheet-in {
  from { transform: translateY(100%); }
  to { transform: none; }
}
@keyframes wk-shake {
  0%, 100% { transform: translateX(0); }
  15%, 55% { transform: translateX(-8px); }
  35%, 75% { transform: translateX(8px); }
  90% { transform: translateX(-3px); }
}
/* Holds the dialog prepared ahead (and a copy laid out once); no box of its own. */
[data-wk] .wk-dialog-holder { display: contents; }
[data-wk] .wk-overlay {
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${vars.overlay};
  animation: wk-fade-in ${vars.durationView} ease-out;
}
[data-wk] .wk-modal {
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${vars.modalWidth};
  max-height: calc(100dvh - 32px);
  overflow: hidden;
  color: ${vars.foreground};
  background: ${vars.background};
  border: 1px solid ${vars.border};
  border-radius: calc(${vars.borderRadiusMaster} * 7);
  box-shadow: 0 12px 48px rgba(0, 0, 0, 0.24), 0 2px 8px rgba(0, 0, 0, 0.12);
  animation: wk-modal-in ${vars.durationView} ease-out;
}
/* Focus lands on the dialog itself only when a view has no control; no ring around it all. */
[data-wk] .wk-modal:focus {
  outline: none;
}
[data-wk] .wk-modal[data-wk-shake] {
  animation: wk-shake ${vars.durationShake} ease-in-out;
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
  font-size: ${vars.fontSizeLarge};
  font-weight: 600;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
  animation: wk-fade-in ${vars.durationHeader} ease-out;
}
[data-wk] .wk-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  color: ${vars.foregroundSecondary};
  border-radius: 50%;
  transition: background-color ${vars.durationView} ease, color ${vars.durationView} ease;
}
[data-wk] .wk-icon-button:hover:not(:disabled) {
  color: ${vars.foreground};
  background: ${vars.surfaceHover};
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
  transition: height ${vars.durationHeight} ease;
}
[data-wk] .wk-modal-body {
  padding: 8px 16px 20px;
}
[data-wk] .wk-view {
  animation: wk-view-in ${vars.durationView} ease-out;
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
    border-radius: calc(${vars.borderRadiusMaster} * 7) calc(${vars.borderRadiusMaster} * 7) 0 0;
    animation: wk-sheet-in ${vars.durationView} ease-out;
  }
  [data-wk] .wk-modal.wk-modal-embedded {
    max-width: ${vars.modalWidth};
    border-bottom: 1px solid ${vars.border};
    border-radius: calc(${vars.borderRadiusMaster} * 7);
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
`,
};
