import { z } from 'zod';
import { SUPPORTED_LOCALES, type LocaleSetting } from '../locales.js';

/** The config's `locale`: `auto` or a supported tag; unset means `auto`. */
export const localeSchema = z
  .enum(['auto', ...SUPPORTED_LOCALES], {
    error: `Unsupported locale: expected "auto" or one of ${SUPPORTED_LOCALES.join(', ')}`,
  })
  .optional() satisfies z.ZodType<LocaleSetting | undefined>;
