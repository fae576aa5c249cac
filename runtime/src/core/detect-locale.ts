import { SUPPORTED_LOCALES, type LocaleSetting, type SupportedLocale } from '@wallet-kit/schemas';

/** Chinese tags written in Simplified script; Traditional (zh-TW, zh-Hant) is not supported yet. */
const SIMPLIFIED_CHINESE = /^zh(-(cn|sg|my|hans)(-.*)?)?$/i;

/** The supported locale a browser language tag asks for, or undefined (`fr-CA` → `fr`). */
function supportedLocaleOf(tag: string): SupportedLocale | undefined {
  if (SIMPLIFIED_CHINESE.test(tag)) return 'zh-CN';
  const language = tag.split('-')[0]?.toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale === language && locale !== 'zh-CN');
}

/**
 * The locale the kit is drawn in: the config's, or for `auto` (and unset) the first of the
 * visitor's languages the kit supports, English when none is.
 */
export function pickLocale(
  setting: LocaleSetting | undefined,
  languages: readonly string[],
): SupportedLocale {
  if (setting && setting !== 'auto') return setting;
  for (const tag of languages) {
    const locale = supportedLocaleOf(tag);
    if (locale) return locale;
  }
  return 'en';
}

/** The visitor's languages, most preferred first; none outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}
