/**
 * The frame's language: the kit's resolved locale when it is one of the supported tags, English
 * for anything else the host page could put in the frame's URL.
 */
import { SUPPORTED_LOCALES } from '@wallet-kit/schemas';
import { describe, expect, it } from 'vitest';
import { frameLocale } from './frame-locale.js';

describe("the frame's locale", () => {
  it('a supported locale is used as given, Arabic right to left', () => {
    for (const tag of SUPPORTED_LOCALES) expect(frameLocale(tag).locale).toBe(tag);
    expect(frameLocale('fr')).toEqual({ locale: 'fr', dir: 'ltr' });
    expect(frameLocale('ar')).toEqual({ locale: 'ar', dir: 'rtl' });
  });

  it('no locale falls back to English', () => {
    expect(frameLocale(null)).toEqual({ locale: 'en', dir: 'ltr' });
    expect(frameLocale(undefined)).toEqual({ locale: 'en', dir: 'ltr' });
    expect(frameLocale('')).toEqual({ locale: 'en', dir: 'ltr' });
  });

  it('an unsupported or malformed locale falls back to English, never echoed', () => {
    for (const hostile of [
      'pt',
      'FR',
      'fr-CA',
      'zh-cn',
      ' ar',
      'ar ',
      '../../secret',
      'fr/../../main',
      '<img src=x onerror=alert(1)>',
      'Approve to receive 1000 ETH',
      '__proto__',
      'constructor',
    ]) {
      expect(frameLocale(hostile), hostile).toEqual({ locale: 'en', dir: 'ltr' });
    }
  });
});
