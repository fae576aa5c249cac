import type { KitSheet } from './sheet.js';

/**
 * Motion every part of the kit shares: the entrance of a view or a snackbar, and no motion at
 * all under reduced motion. The durations are CSS variables set on the kit root (see
 * motion.ts), 0 ms under `prefers-reduced-motion: reduce`; the media query below is a second
 * guard for the case the script-side check cannot see (e.g. an emulated preference). The
 * keyframes of one component live in that component's sheet.
 */
export const motionSheet: KitSheet = {
  name: 'motion',
  css: /* css */ `
@keyframes wk-view-in {
  from { opacity: 0; transform: translateY(4px); }
  to { opacity: 1; transform: none; }
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
`,
};
