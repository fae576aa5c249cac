import { z } from 'zod';
import type { ThemeConfig } from '../resolved-config.js';
import { strictObject } from '../shared/strict-object.js';
import { cssColorSchema, cssLengthSchema, fontFamilySchema } from './css-values.js';
import { DEFAULT_THEME_MODE, DEFAULT_THEME_VARIABLES } from './defaults.js';

const themeVariablesSchema = strictObject({
  accent: cssColorSchema.default(DEFAULT_THEME_VARIABLES.accent),
  /**
   * Absent means the background of the mode the kit is drawn in (dark #121313, light
   * #ffffff), chosen at run time: with `auto` it changes with the system colour scheme.
   */
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
    .enum(['dark', 'light', 'auto'], { error: 'Expected "dark", "light" or "auto"' })
    .default(DEFAULT_THEME_MODE),
  variables: themeVariablesSchema.prefault({}),
}).prefault({}) satisfies z.ZodType<ThemeConfig>;
