import { useMemo, type CSSProperties } from 'react';
import { appliedThemeMode, themeToCssVariables } from '../../../core/theme.js';
import { useKitStore } from '../../hooks/useKitStore.js';
import { useText } from '../../i18n/useText.js';
import { useReducedMotion } from '../../hooks/useReducedMotion.js';
import { useSystemColorScheme } from '../../hooks/useSystemColorScheme.js';
import { motionVariables } from '../../styles/motion.js';

/**
 * The attributes of a `[data-wk]` root: the mode it is drawn in (`auto` resolved against the
 * system colour scheme, live), its language and direction (right to left for Arabic), theme
 * variables and motion durations.
 */
export function useKitRootAttributes(): {
  'data-wk': '';
  'data-wk-theme': 'dark' | 'light';
  'data-wk-reduced-motion'?: '';
  lang: string;
  dir: 'ltr' | 'rtl';
  style: CSSProperties;
} {
  const { locale, dir } = useText();
  const theme = useKitStore('theme', (s) => s);
  const system = useSystemColorScheme();
  const mode = appliedThemeMode(theme.mode, system);
  const reducedMotion = useReducedMotion();
  const style = useMemo(() => {
    const variables: Record<string, string> = {
      ...themeToCssVariables({ mode, variables: theme.variables }),
      ...motionVariables(reducedMotion),
    };
    return variables as CSSProperties;
  }, [mode, theme.variables, reducedMotion]);
  return {
    'data-wk': '',
    'data-wk-theme': mode,
    ...(reducedMotion ? { 'data-wk-reduced-motion': '' as const } : {}),
    lang: locale,
    dir,
    style,
  };
}
