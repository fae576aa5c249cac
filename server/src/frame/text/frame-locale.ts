/**
 * The locale the frame is drawn in: the one the kit passes in the frame's URL (`locale=`), when
 * it is exactly one the kit supports. Anything else (unknown, malformed, absent) is English;
 * the value itself is never put into the page.
 */
import {
  RIGHT_TO_LEFT_LOCALES,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from '@wallet-kit/schemas';

export interface FrameLocale {
  locale: SupportedLocale;
  dir: 'ltr' | 'rtl';
  /** True when a value was given but is not a supported locale (it is then logged). */
  refused: boolean;
}

export function frameLocaleOf(given: string | null | undefined): FrameLocale {
  const locale = SUPPORTED_LOCALES.find((supported) => supported === given);
  const chosen = locale ?? 'en';
  return {
    locale: chosen,
    dir: RIGHT_TO_LEFT_LOCALES.includes(chosen) ? 'rtl' : 'ltr',
    refused: given !== null && given !== undefined && !locale,
  };
}
