import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@wallet-kit/schemas';
import { placeholdersOf } from './format-message.js';
import { loadMessages } from './load-messages.js';
import { ALL_ENGLISH } from './messages/all-english.js';
import type { MessageKey } from './messages/keys.js';

const KEYS = Object.keys(ALL_ENGLISH).sort() as MessageKey[];

describe('message files', () => {
  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every key of English, no other, each with the same placeholders',
    async (locale) => {
      const messages = await loadMessages(locale);
      expect(Object.keys(messages).sort()).toEqual(KEYS);
      for (const key of KEYS) {
        const message = messages[key]!;
        expect(message.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholdersOf(message), `${locale} ${key}`).toEqual(
          placeholdersOf(ALL_ENGLISH[key]),
        );
      }
    },
  );

  it('a translated file is not English left in place', async () => {
    for (const locale of SUPPORTED_LOCALES.filter((locale) => locale !== 'en')) {
      const messages = await loadMessages(locale);
      const same = KEYS.filter((key) => messages[key]! === ALL_ENGLISH[key]);
      // Names (WalletConnect, Farcaster), "Token" and "{error} — retry"-like shapes may match.
      expect(same.length / KEYS.length, `${locale}: ${same.join(', ')}`).toBeLessThan(0.1);
    }
  });
});

describe('German addresses the visitor one way', () => {
  it('as "Sie": no "du", "dich", "dir" or "dein…" in any German message', async () => {
    const german = Object.values(await loadMessages('de'));
    expect(german.filter((text) => /\b(du|dich|dir|dein\w*)\b/i.test(text))).toEqual([]);
  });
});
