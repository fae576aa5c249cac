import { z } from 'zod';
import type { ThemeConfig } from '../resolved-config.js';
import { strictObject } from '../shared/strict-object.js';
import { cssColorSchema, cssLengthSchema, fontFamilySchema } from './css-values.js';
import { DEFAULT_BACKGROUND, DEFAULT_THEME_MODE, DEFAULT_THEME_VARIABLES } from './defaults.js';

const themeVariablesSchema = strictObject({
  accent: cssColorSchema.default(DEFAULT_THEME_VARIABLES.accent),
  /** Absent means the mode's background (dark #121313, light #ffffff). */
  background: cssColorSchema.optional(),
  fontFamily: fontFamilySchema.default(DEFAULT_THEME_VARIABLES.fontFamily),
  fontSizeMaster: cssLengthSchema.default(DEFAULT_THEME_VARIABLES.fontSizeMaster),
  borderRadiusMaster: cssLengthSchema.default(DEFAULT_THEME_VARIABLES.borderRadiusMaster),
  zIndex: z.int({ error: 'Expected an integer' }).default(DEFAULT_THEME_VARIABLES.zIndex),
  colorMixStrength: z
    .number()
    .min(0, { error: 'Expected a percentage from 0 to 100' })
    .max(100, { error: 'Expected a percentage from 0 to 100' })
    .default(DEFAULT_THEME_VARIABLES.colorMixStrength),
  modalWidth: cssLengthSchema.default(DEFAULT_THEME_VARIABLES.modalWidth),
});

export const themeSchema = strictObject({
  mode: z
    .enum(['dark', 'light'], { error: 'Expected "dark" or "light"' })
    .default(DEFAULT_THEME_MODE),
  variables: themeVariablesSchema.prefault({}),
})
  .prefault({})
  .transform(({ mode, variables }): ThemeConfig => ({
    mode,
    variables: { ...variables, background: variables.background ?? DEFAULT_BACKGROUND[mode] },
  }));
