/**
 * The frame's text in its one locale: `t(key, params)` fills `{name}` placeholders (numbers
 * written the locale's way), `amountText` writes an exact decimal amount with the locale's
 * decimal sign. The frame is one page showing one locale, chosen once before anything is drawn
 * (main.ts), so the choice is kept here rather than passed through every decoder.
 */
import type { SupportedLocale } from '@wallet-kit/schemas';
import { FRAME_EN, type FrameKey, type FrameMessages } from './en.js';

interface Shown {
  locale: SupportedLocale;
  messages: FrameMessages;
}

let shown: Shown = { locale: 'en', messages: FRAME_EN };

/** Draws every later text in `locale`; tests switch back with `useFrameText('en', FRAME_EN)`. */
export function useFrameText(locale: SupportedLocale, messages: FrameMessages): void {
  shown = { locale, messages };
}

export function frameTextLocale(): SupportedLocale {
  return shown.locale;
}

export function t(key: FrameKey, params: Record<string, string | number> = {}): string {
  const template = shown.messages[key] ?? FRAME_EN[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(shown.locale).format(value) : value;
  });
}

/**
 * An exact decimal ("1234.000000000000000001", as viem's formatUnits writes it) with the
 * locale's decimal sign. Never through a float, so no digit of what is approved changes; Latin
 * digits and no grouping, so the amount reads the same digit for digit in every locale.
 */
export function amountText(decimal: string): string {
  const sign =
    new Intl.NumberFormat(shown.locale, { numberingSystem: 'latn' })
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  return decimal.replace('.', sign);
}
