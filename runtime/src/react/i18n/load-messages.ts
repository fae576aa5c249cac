import type { SupportedLocale } from '@wallet-kit/schemas';
import { en } from './messages/en.js';
import type { Messages } from './messages/keys.js';

/**
 * The messages of a locale. English is built in; every other locale is its own chunk, fetched
 * only when chosen, so a host's first load carries no language it does not show. Each import
 * is written out (no path built from a value) so bundlers see every chunk and nothing else can
 * be imported.
 */
export async function loadMessages(locale: SupportedLocale): Promise<Partial<Messages>> {
  switch (locale) {
    case 'en':
      return en;
    case 'es':
      return (await import('./messages/es.js')).es;
    case 'fr':
      return (await import('./messages/fr.js')).fr;
    case 'de':
      return (await import('./messages/de.js')).de;
    case 'ja':
      return (await import('./messages/ja.js')).ja;
    case 'zh-CN':
      return (await import('./messages/zh-CN.js')).zhCN;
    case 'ar':
      return (await import('./messages/ar.js')).ar;
  }
}
