import { useMemo, type CSSProperties } from 'react';
import { themeToCssVariables } from '../../../core/theme.js';
import { useKitStore } from '../../hooks/useKitStore.js';
import { useReducedMotion } from '../../hooks/useReducedMotion.js';
import { motionVariables } from '../../styles/motion.js';

/** The attributes of a `[data-wk]` root: theme mode, theme variables and motion durations. */
export function useKitRootAttributes(): {
  'data-wk': '';
  'data-wk-theme': 'dark' | 'light';
  'data-wk-reduced-motion'?: '';
  style: CSSProperties;
} {
  const theme = useKitStore('theme', (s) => s);
  const reducedMotion = useReducedMotion();
  const style = useMemo(() => {
    const variables: Record<string, string> = {
      ...themeToCssVariables(theme),
      ...motionVariables(reducedMotion),
    };
    return variables as CSSProperties;
  }, [theme, reducedMotion]);
  return {
    'data-wk': '',
    'data-wk-theme': theme.mode,
    ...(reducedMotion ? { 'data-wk-reduced-motion': '' as const } : {}),
    style,
  };
}
