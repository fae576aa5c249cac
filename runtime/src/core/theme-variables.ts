/**
 * The names of the kit's CSS custom properties, one per theme value. Apart from the theme's
 * values (`theme.ts`): every component's styles read these names, while only the kit's root
 * computes the values, so the styles shared with the modal's chunks do not carry that code.
 */
export const THEME_CSS_VARIABLES = {
  accent: '--wk-accent',
  /** Text on an accent-coloured surface (black or white, whichever contrasts). */
  accentForeground: '--wk-accent-foreground',
  background: '--wk-background',
  foreground: '--wk-foreground',
  foregroundSecondary: '--wk-foreground-secondary',
  /** Cards and list rows: background tinted by the foreground and by the accent (colour mix). */
  surface: '--wk-surface',
  surfaceHover: '--wk-surface-hover',
  border: '--wk-border',
  error: '--wk-error',
  success: '--wk-success',
  /** The backdrop behind the modal. */
  overlay: '--wk-overlay',
  fontFamily: '--wk-font-family',
  fontSizeMaster: '--wk-font-size-master',
  fontSizeSmall: '--wk-font-size-small',
  fontSizeMedium: '--wk-font-size-medium',
  fontSizeLarge: '--wk-font-size-large',
  fontSizeTitle: '--wk-font-size-title',
  borderRadiusMaster: '--wk-border-radius-master',
  borderRadiusSmall: '--wk-border-radius-small',
  borderRadiusMedium: '--wk-border-radius-medium',
  borderRadiusLarge: '--wk-border-radius-large',
  zIndex: '--wk-z-index',
  colorMixStrength: '--wk-color-mix-strength',
  modalWidth: '--wk-modal-width',
} as const;

export type ThemeCssVariable = (typeof THEME_CSS_VARIABLES)[keyof typeof THEME_CSS_VARIABLES];
