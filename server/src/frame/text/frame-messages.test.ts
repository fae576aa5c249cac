/**
 * The frame's message files: every locale has every key of English and no other, with the
 * same placeholders, and is written in its own language (not English left in place).
 */
import { SUPPORTED_LOCALES } from '@wallet-kit/schemas';
import { describe, expect, test } from 'vitest';
import { FRAME_EN, type FrameMessages } from './en.js';
import { loadFrameText } from './load-frame-text.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const OTHERS = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');

describe('every frame locale has every key', () => {
  test.each(OTHERS)(
    '%s has exactly the English keys, with the same placeholders',
    async (locale) => {
      const messages: FrameMessages = await loadFrameText(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(FRAME_EN).sort());
      for (const [key, english] of Object.entries(FRAME_EN)) {
        const text = messages[key as keyof FrameMessages];
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
      }
    },
  );

  test.each(OTHERS)('%s is not mostly English left in place', async (locale) => {
    const messages = await loadFrameText(locale);
    const same = Object.entries(FRAME_EN).filter(
      ([key, english]) => messages[key as keyof FrameMessages] === english,
    );
    expect(same.length).toBeLessThan(Object.keys(FRAME_EN).length / 10);
  });
});

describe('German in the frame addresses the visitor as the modal does', () => {
  test('as "Sie": no "du", "dich", "dir" or "dein…" in any German frame text', async () => {
    const german = Object.values(await loadFrameText('de'));
    expect(german.filter((text) => /\b(du|dich|dir|dein\w*)\b/i.test(text))).toEqual([]);
  });
});
