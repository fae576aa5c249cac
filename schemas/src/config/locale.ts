import { z } from 'zod';

/**
 * The languages the kit's text is written in. English is built in; the others are loaded when
 * chosen (docs/locales.md tells how to add one).
 */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de', 'ja', 'zh-CN', 'ar'] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** `auto`: the first supported language of the visitor's browser, English when none is. */
export type LocaleSetting = SupportedLocale | 'auto';

/** The languages written right to left, laid out mirrored. */
export const RIGHT_TO_LEFT_LOCALES: readonly SupportedLocale[] = ['ar'];

export const localeSchema = z
  .enum(['auto', ...SUPPORTED_LOCALES], {
    error: `Unsupported locale: expected "auto" or one of ${SUPPORTED_LOCALES.join(', ')}`,
  })
  .optional() satisfies z.ZodType<LocaleSetting | undefined>;
