/**
 * The CSS custom properties the sheets may read, typed: `vars.accent` is `var(--wk-accent)`,
 * and a sheet that names a variable the kit root does not set fails to compile. The theme's
 * variables are listed in core/theme.ts, the animation times in motion.ts.
 */
import { THEME_CSS_VARIABLES } from '../../core/theme-variables.js';
import { MOTION_CSS_VARIABLES } from './motion.js';

const NAMES = { ...THEME_CSS_VARIABLES, ...MOTION_CSS_VARIABLES };
type Names = typeof NAMES;

export const vars = /* @__PURE__ */ Object.fromEntries(
  Object.entries(NAMES).map(([key, name]) => [key, `var(${name})`]),
) as { readonly [K in keyof Names]: `var(${Names[K]})` };
