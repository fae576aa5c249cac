/** The kit's animation times, in milliseconds. */
export const ANIMATION_MS = {
  headerText: 120,
  modalHeight: 150,
  view: 150,
  shake: 500,
} as const;

/** The duration variables the sheets read, one per animation time. */
export const MOTION_CSS_VARIABLES = {
  durationHeader: '--wk-duration-header',
  durationHeight: '--wk-duration-height',
  durationView: '--wk-duration-view',
  durationShake: '--wk-duration-shake',
} as const;

/** The values of the duration variables; all 0 ms under reduced motion. */
export function motionVariables(reducedMotion: boolean): Record<string, string> {
  const ms = (value: number) => `${reducedMotion ? 0 : value}ms`;
  const M = MOTION_CSS_VARIABLES;
  return {
    [M.durationHeader]: ms(ANIMATION_MS.headerText),
    [M.durationHeight]: ms(ANIMATION_MS.modalHeight),
    [M.durationView]: ms(ANIMATION_MS.view),
    [M.durationShake]: ms(ANIMATION_MS.shake),
  };
}
