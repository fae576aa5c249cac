/**
 * Which language the frame speaks: the locale the kit resolved, passed as the frame's `locale`
 * query parameter. The host page writes that URL, so the value is only ever compared with the
 * supported tags (exact, case-sensitive) and never shown or used to build a path: anything else,
 * a prefix, a path or a script included, gives English. See docs/embedded-wallet.md.
 */
import {
  RIGHT_TO_LEFT_LOCALES,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from '@wallet-kit/schemas';

export interface FrameLocale {
  locale: SupportedLocale;
  dir: 'ltr' | 'rtl';
}

export function frameLocale(requested: string | null | undefined): FrameLocale {
  const locale = (SUPPORTED_LOCALES as readonly string[]).find((tag) => tag === requested) ?? 'en';
  const chosen = locale as SupportedLocale;
  return { locale: chosen, dir: RIGHT_TO_LEFT_LOCALES.includes(chosen) ? 'rtl' : 'ltr' };
}
