import { describe, expect, it } from 'vitest';
import { formatUsd } from '../../core/balances/display.js';
import { loadMessages } from './load-messages.js';
import { VIEW_HEADS } from '@wallet-kit/schemas';
import { ALL_ENGLISH } from './messages/all-english.js';
import { en } from './messages/en.js';
import { SEND_TEXT } from './messages/en-send.js';
import { textOf } from './text.js';

const MARCH_2026 = new Date(Date.UTC(2026, 2, 1));

describe('text, numbers and dates per locale', () => {
  it('numbers are written the locale way', async () => {
    expect(textOf('en', ALL_ENGLISH).formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(textOf('de', await loadMessages('de')).formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(textOf('fr', await loadMessages('fr')).formatNumber(1234567.5)).toMatch(
      /^1\s234\s567,5$/u,
    );
  });

  it('dates are written the locale way', async () => {
    const month = { month: 'long', year: 'numeric' } as const;
    expect(textOf('en', ALL_ENGLISH).formatDate(MARCH_2026, month)).toBe('March 2026');
    expect(textOf('fr', await loadMessages('fr')).formatDate(MARCH_2026, month)).toBe('mars 2026');
    expect(textOf('ja', await loadMessages('ja')).formatDate(MARCH_2026, month)).toBe('2026年3月');
  });

  it('USD amounts are written the locale way and still cut, never rounded up', () => {
    expect(formatUsd(2500.129)).toBe('$2,500.12');
    expect(formatUsd(2500.129, 'de')).toMatch(/^2\.500,12\s\$$/u);
    expect(formatUsd(0.999, 'fr')).toMatch(/^0,99\s\$US$/u);
  });

  it('placeholders are filled and a count picks its plural form', async () => {
    const english = textOf('en', en).including(ALL_ENGLISH);
    expect(english.t('connecting.continueIn', { wallet: 'Demo' })).toBe('Continue in Demo');
    expect(english.plural('social.more', 3)).toBe('More options (3)');
    const german = textOf('de', await loadMessages('de')).including(ALL_ENGLISH);
    expect(german.plural('email.resendIn', 1234)).toBe('Code erneut senden in 1.234 s');
  });

  it('Arabic is laid out right to left, the others left to right', async () => {
    expect(textOf('ar', await loadMessages('ar')).dir).toBe('rtl');
    expect(textOf('ja', await loadMessages('ja')).dir).toBe('ltr');
  });

  it("a view's English comes with its component: the first screen's file does not hold it", async () => {
    expect(Object.keys(en).some((key) => key.startsWith('send.'))).toBe(false);
    expect(textOf('en', en).including(SEND_TEXT).t('send.max')).toBe('Max');
    // A translated locale's own message wins over the group's English.
    const french = textOf('fr', await loadMessages('fr')).including(SEND_TEXT);
    expect(french.t('send.amount')).not.toBe(SEND_TEXT['send.amount']);
  });

  it("a view's English header title is the registry's", () => {
    for (const [view, head] of Object.entries(VIEW_HEADS)) {
      expect(textOf('en', en).t(`view.${view}` as 'view.Send'), view).toBe(head.title);
    }
  });
});
