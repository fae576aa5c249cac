/**
 * SPEC.md §2 animation times. The durations are CSS variables set on the kit root by
 * `KitRoot`: 120 ms header text, 150 ms modal height, 150 ms view, 500 ms shake, and 0 ms
 * for every one of them under `prefers-reduced-motion: reduce`. The media query below is a
 * second guard for the case the script-side check cannot see (e.g. an emulated preference).
 */
export const motionCss = /* css */ `
@keyframes wk-fade-in {
  from { opacity: 0; }
  to { opacity: 1; }
}
@keyframes wk-view-in {
  from { opacity: 0; transform: translateY(4px); }
  to { opacity: 1; transform: none; }
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
@keyframes wk-spin {
  to { transform: rotate(360deg); }
}
[data-wk][data-wk-reduced-motion] *,
[data-wk][data-wk-reduced-motion] *::before,
[data-wk][data-wk-reduced-motion] *::after {
  animation: none !important;
  transition: none !important;
}
@media (prefers-reduced-motion: reduce) {
  [data-wk] *,
  [data-wk] *::before,
  [data-wk] *::after {
    animation: none !important;
    transition: none !important;
  }
}
`;
