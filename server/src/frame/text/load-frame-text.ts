/**
 * A locale's frame text, fetched only when that locale is shown: one written-out `import()` per
 * locale, so the build makes each its own chunk (served under /frame/chunks/).
 */
import type { SupportedLocale } from '@wallet-kit/schemas';
import { FRAME_EN, type FrameMessages } from './en.js';

export async function loadFrameText(locale: SupportedLocale): Promise<FrameMessages> {
  switch (locale) {
    case 'en':
      return FRAME_EN;
    case 'es':
      return (await import('./es.js')).FRAME_ES;
    case 'fr':
      return (await import('./fr.js')).FRAME_FR;
    case 'de':
      return (await import('./de.js')).FRAME_DE;
    case 'ja':
      return (await import('./ja.js')).FRAME_JA;
    case 'zh-CN':
      return (await import('./zh-CN.js')).FRAME_ZH_CN;
    case 'ar':
      return (await import('./ar.js')).FRAME_AR;
  }
}
