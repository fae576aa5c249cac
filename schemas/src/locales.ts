/**
 * The languages the kit's text is written in, as pure values: the runtime reads these, so they
 * sit apart from the config schema (a page must not load zod for them). English is built in;
 * the others are loaded when chosen (docs/locales.md tells how to add one).
 */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'de', 'ja', 'zh-CN', 'ar'] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** `auto`: the first supported language of the visitor's browser, English when none is. */
export type LocaleSetting = SupportedLocale | 'auto';

/** The languages written right to left, laid out mirrored. */
export const RIGHT_TO_LEFT_LOCALES: readonly SupportedLocale[] = ['ar'];
