/** SPEC.md §2 animation times, in milliseconds. */
export const ANIMATION_MS = {
  headerText: 120,
  modalHeight: 150,
  view: 150,
  shake: 500,
} as const;

/** The duration variables the stylesheet reads; all 0 ms under reduced motion. */
export function motionVariables(reducedMotion: boolean): Record<string, string> {
  const ms = (value: number) => `${reducedMotion ? 0 : value}ms`;
  return {
    '--wk-duration-header': ms(ANIMATION_MS.headerText),
    '--wk-duration-height': ms(ANIMATION_MS.modalHeight),
    '--wk-duration-view': ms(ANIMATION_MS.view),
    '--wk-duration-shake': ms(ANIMATION_MS.shake),
  };
}
