import { describe, expect, test } from 'vitest';
import { renderFramePage } from '../page.js';
import { frameLocaleOf } from './frame-locale.js';

describe('the frame locale is one of the supported list, else English', () => {
  test('a supported locale is used as given; Arabic is right to left', () => {
    expect(frameLocaleOf('es')).toEqual({ locale: 'es', dir: 'ltr', refused: false });
    expect(frameLocaleOf('zh-CN')).toEqual({ locale: 'zh-CN', dir: 'ltr', refused: false });
    expect(frameLocaleOf('ar')).toEqual({ locale: 'ar', dir: 'rtl', refused: false });
  });

  test('no locale is English, not a refusal', () => {
    expect(frameLocaleOf(null)).toEqual({ locale: 'en', dir: 'ltr', refused: false });
  });

  test.each(['xx', 'ES', 'ar-EG', 'en"><script>alert(1)</script>', '', 'toString', '__proto__'])(
    'an unknown or malformed locale %j is English and refused',
    (given) => {
      expect(frameLocaleOf(given)).toEqual({ locale: 'en', dir: 'ltr', refused: true });
    },
  );

  test('the page carries the chosen lang and dir, never the raw value', () => {
    const base = { projectId: 'p', enableLogger: false };
    expect(renderFramePage({ ...base, locale: 'ar' })).toContain('<html lang="ar" dir="rtl">');
    const hostile = renderFramePage({ ...base, locale: 'x"><script>alert(1)</script>' });
    expect(hostile).toContain('<html lang="en" dir="ltr">');
    expect(hostile).not.toContain('alert');
  });
});
