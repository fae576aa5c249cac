import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../core/balances/display.js';
import { loadMessages } from './load-messages.js';
import { en } from './messages/en.js';
import { textOf } from './text.js';

const MARCH_2026 = new Date(Date.UTC(2026, 2, 1));

describe('text, numbers and dates per locale', () => {
  it('numbers are written the locale way', async () => {
    expect(textOf('en', en).formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(textOf('de', await loadMessages('de')).formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(textOf('fr', await loadMessages('fr')).formatNumber(1234567.5)).toMatch(
      /^1\s234\s567,5$/u,
    );
  });

  it('dates are written the locale way', async () => {
    const month = { month: 'long', year: 'numeric' } as const;
    expect(textOf('en', en).formatDate(MARCH_2026, month)).toBe('March 2026');
    expect(textOf('fr', await loadMessages('fr')).formatDate(MARCH_2026, month)).toBe('mars 2026');
    expect(textOf('ja', await loadMessages('ja')).formatDate(MARCH_2026, month)).toBe('2026年3月');
  });

  it('USD amounts are written the locale way and still cut, never rounded up', () => {
    expect(formatUsd(2500.129)).toBe('$2,500.12');
    expect(formatUsd(2500.129, 'de')).toMatch(/^2\.500,12\s\$$/u);
    expect(formatUsd(0.999, 'fr')).toMatch(/^0,99\s\$US$/u);
  });

  it('placeholders are filled and a count picks its plural form', async () => {
    const english = textOf('en', en);
    expect(english.t('connecting.continueIn', { wallet: 'Demo' })).toBe('Continue in Demo');
    expect(english.plural('social.more', 3)).toBe('More options (3)');
    const german = textOf('de', await loadMessages('de'));
    expect(german.plural('email.resendIn', 1234)).toBe('Code erneut senden in 1.234 s');
  });

  it('Arabic is laid out right to left, the others left to right', async () => {
    expect(textOf('ar', await loadMessages('ar')).dir).toBe('rtl');
    expect(textOf('ja', await loadMessages('ja')).dir).toBe('ltr');
  });
});
