import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.js';

describe('the device named in the new-device email', () => {
  it('names the browser and the system from the User-Agent', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      ),
    ).toBe('Firefox on Windows');
  });

  it('never repeats what the client wrote', () => {
    expect(deviceName('<script>alert(1)</script>')).toBe('an unknown browser');
    expect(deviceName(undefined)).toBe('an unknown browser');
  });
});
