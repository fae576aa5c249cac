import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, VIEW_HEADS } from '@wallet-kit/schemas';
import { placeholdersOf } from './format-message.js';
import { loadMessages } from './load-messages.js';
import { en } from './messages/en.js';

const KEYS = Object.keys(en).sort();

describe('message files', () => {
  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every key of English, no other, each with the same placeholders',
    async (locale) => {
      const messages = await loadMessages(locale);
      expect(Object.keys(messages).sort()).toEqual(KEYS);
      for (const key of KEYS) {
        const message = messages[key as keyof typeof en];
        expect(message.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholdersOf(message), `${locale} ${key}`).toEqual(
          placeholdersOf(en[key as keyof typeof en]),
        );
      }
    },
  );

  it("English view titles are the registry's, byte for byte", () => {
    for (const [view, head] of Object.entries(VIEW_HEADS)) {
      expect(en[`view.${view}` as keyof typeof en], view).toBe(head.title);
    }
  });

  it('a translated file is not English left in place', async () => {
    for (const locale of SUPPORTED_LOCALES.filter((locale) => locale !== 'en')) {
      const messages = await loadMessages(locale);
      const same = KEYS.filter(
        (key) => messages[key as keyof typeof en] === en[key as keyof typeof en],
      );
      // Names (WalletConnect, Farcaster), "Token" and "{error} — retry"-like shapes may match.
      expect(same.length / KEYS.length, `${locale}: ${same.join(', ')}`).toBeLessThan(0.1);
    }
  });
});
