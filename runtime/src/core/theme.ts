/**
 * Theme → CSS custom properties. The React layer sets the returned map on the
 * kit's scoped root (`[data-wk]`); every style of the kit reads only these names, so a host
 * can also override a single variable in its own CSS.
 */
import type { StoreApi } from 'zustand/vanilla';
import {
  DEFAULT_BACKGROUND,
  type AppliedThemeMode,
  type ThemeConfig,
  type ThemeMode,
  type ThemeVariables,
} from '@wallet-kit/schemas';
import { darkTextContrastsMore } from './contrast.js';
import { THEME_CSS_VARIABLES, type ThemeCssVariable } from './theme-variables.js';

/** Fixed palette per mode; the host's accent and background are mixed into it. */
const MODE_PALETTE = {
  dark: {
    foreground: '#e4e7e7',
    foregroundSecondary: '#9ea9a9',
    error: '#f25a67',
    success: '#26d962',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  light: {
    foreground: '#141414',
    foregroundSecondary: '#5f6868',
    // 4.8:1 on the light surfaces (#f1f1f1), above WCAG AA's 4.5:1.
    error: '#c0392b',
    success: '#1f8a4c',
    overlay: 'rgba(0, 0, 0, 0.3)',
  },
} as const;

const v = (name: ThemeCssVariable) => `var(${name})`;

/** Multiples of the masters: the spec gives masters only, sizes scale with them. */
const times = (name: ThemeCssVariable, factor: number) => `calc(${v(name)} * ${factor})`;

/**
 * Near-black or white, whichever has the higher WCAG 2 contrast ratio with the accent, so text
 * on an accent-filled button passes AA for any accent a host picks. White when the colour cannot
 * be parsed (named, rgb(), oklch()).
 */
export function accentForeground(accent: string): string {
  return darkTextContrastsMore(accent) ? '#141414' : '#ffffff';
}

/** The mode the kit is drawn in: `auto` takes the system's colour scheme. */
export function appliedThemeMode(mode: ThemeMode, system: AppliedThemeMode): AppliedThemeMode {
  return mode === 'auto' ? system : mode;
}

/** The CSS variables of a theme drawn in `theme.mode` (resolve `auto` first: `appliedThemeMode`). */
export function themeToCssVariables(theme: {
  mode: AppliedThemeMode;
  variables: ThemeVariables;
}): Record<ThemeCssVariable, string> {
  const { variables } = theme;
  const palette = MODE_PALETTE[theme.mode];
  const T = THEME_CSS_VARIABLES;
  const strength = Math.min(100, Math.max(0, variables.colorMixStrength));
  // Surfaces are the background lifted towards the foreground, then tinted by the accent.
  const tinted = (foregroundPercent: number) =>
    `color-mix(in srgb, ${v(T.accent)} ${v(T.colorMixStrength)}, color-mix(in srgb, ${v(T.foreground)} ${foregroundPercent}%, ${v(T.background)}))`;
  return {
    [T.accent]: variables.accent,
    [T.accentForeground]: accentForeground(variables.accent),
    [T.background]: variables.background ?? DEFAULT_BACKGROUND[theme.mode],
    [T.foreground]: palette.foreground,
    [T.foregroundSecondary]: palette.foregroundSecondary,
    [T.surface]: tinted(6),
    [T.surfaceHover]: tinted(12),
    [T.border]: `color-mix(in srgb, ${v(T.foreground)} 14%, ${v(T.background)})`,
    [T.error]: palette.error,
    [T.success]: palette.success,
    [T.overlay]: palette.overlay,
    [T.fontFamily]: variables.fontFamily,
    [T.fontSizeMaster]: variables.fontSizeMaster,
    [T.fontSizeSmall]: times(T.fontSizeMaster, 1.2),
    [T.fontSizeMedium]: times(T.fontSizeMaster, 1.4),
    [T.fontSizeLarge]: times(T.fontSizeMaster, 1.6),
    [T.fontSizeTitle]: times(T.fontSizeMaster, 2),
    [T.borderRadiusMaster]: variables.borderRadiusMaster,
    [T.borderRadiusSmall]: times(T.borderRadiusMaster, 2),
    [T.borderRadiusMedium]: times(T.borderRadiusMaster, 3),
    [T.borderRadiusLarge]: times(T.borderRadiusMaster, 4),
    [T.zIndex]: String(variables.zIndex),
    [T.colorMixStrength]: `${strength}%`,
    [T.modalWidth]: variables.modalWidth,
  };
}

export function setThemeMode(store: StoreApi<ThemeConfig>, mode: ThemeConfig['mode']): void {
  store.setState({ mode });
}

/** Merges the given variables over the current ones (the others keep their values). */
export function setThemeVariables(
  store: StoreApi<ThemeConfig>,
  variables: Partial<ThemeVariables>,
): void {
  store.setState((state) => ({ variables: { ...state.variables, ...variables } }));
}
