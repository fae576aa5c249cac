import { describe, expect, it } from 'vitest';
import { pickLocale } from './detect-locale.js';

describe('the locale the kit is drawn in', () => {
  it('detection picks the first supported of navigator.languages', () => {
    expect(pickLocale(undefined, ['pt-BR', 'fr-CA', 'de-DE'])).toBe('fr');
    expect(pickLocale('auto', ['ja-JP', 'en-US'])).toBe('ja');
    expect(pickLocale('auto', ['ar-EG'])).toBe('ar');
  });

  it('detection falls back to English when no language is supported', () => {
    expect(pickLocale(undefined, ['pt-BR', 'ko'])).toBe('en');
    expect(pickLocale(undefined, [])).toBe('en');
  });

  it('Simplified Chinese tags pick zh-CN and Traditional ones do not', () => {
    expect(pickLocale(undefined, ['zh'])).toBe('zh-CN');
    expect(pickLocale(undefined, ['zh-Hans-CN'])).toBe('zh-CN');
    expect(pickLocale(undefined, ['zh-TW', 'es'])).toBe('es');
    expect(pickLocale(undefined, ['zh-Hant-HK'])).toBe('en');
  });

  it("the config's locale wins over the browser's languages", () => {
    expect(pickLocale('de', ['ja-JP'])).toBe('de');
  });
});
