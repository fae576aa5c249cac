import { describe, expect, it } from 'vitest';
import { browserOf, mailTime } from './device-label.js';

describe('the device named in the sign-in and new-device emails', () => {
  it('names the browser and the system from the User-Agent', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe('Firefox on Windows');
  });

  it('never repeats what the client wrote', () => {
    expect(browserOf('<script>alert(1)</script>')).toBe('an unknown browser');
    expect(browserOf(undefined)).toBe('an unknown browser');
  });

  it('reads a long User-Agent only as far as a browser name can be', () => {
    expect(browserOf(`${'x'.repeat(600)} Firefox/128.0 (Windows NT 10.0)`)).toBe(
      'an unknown browser',
    );
  });

  it('gives the time in UTC to the minute', () => {
    expect(mailTime(new Date('2026-11-28T04:50:59Z'))).toBe('28 Nov 2026, 04:50 UTC');
  });
});
