/** The frame is opened in the kit's locale: the URL carries the locale the kit's text uses. */
import { describe, expect, test } from 'vitest';
import { pickLocale } from '../core/detect-locale.js';
import { frameUrl } from './frame-client.js';

const BASE = {
  url: 'https://wallet.example',
  projectId: 'p1',
  version: '1.0.0',
  parse: () => undefined,
  build: () => undefined,
  isSafeMethod: () => false,
};

describe("the frame URL carries the kit's locale", () => {
  test('a chosen locale is passed as locale=', () => {
    const url = new URL(frameUrl({ ...BASE, locale: pickLocale('ar', ['en-US']) }));
    expect(url.searchParams.get('locale')).toBe('ar');
  });

  test("with auto, the visitor's browser language the kit picked is passed", () => {
    const url = new URL(frameUrl({ ...BASE, locale: pickLocale('auto', ['es-MX', 'en']) }));
    expect(url.searchParams.get('locale')).toBe('es');
  });

  test('no locale leaves the frame on its default, English', () => {
    expect(new URL(frameUrl(BASE)).searchParams.has('locale')).toBe(false);
  });
});
