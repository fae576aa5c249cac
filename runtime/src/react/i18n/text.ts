import { createElement, Fragment, type ReactNode } from 'react';
import { RIGHT_TO_LEFT_LOCALES, type SupportedLocale } from '@wallet-kit/schemas';
import { formatMessage, splitMessage, type MessageParams } from './format-message.js';
import { en, type MessageKey, type Messages } from './messages/en.js';

/** Message keys written in a `.one` and an `.other` form, chosen by a count. */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}.other`
    ? `${Base}.one` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

/** What a component reads its words, numbers and dates through. */
export interface Text {
  locale: SupportedLocale;
  dir: 'ltr' | 'rtl';
  /** The message of `key` with its `{placeholders}` filled. */
  t(key: MessageKey, params?: MessageParams): string;
  /** The form of `key` for `count` (Intl.PluralRules), with `{count}` and the others filled. */
  plural(key: PluralKey, count: number, params?: MessageParams): string;
  /** The message of `key` with its `{placeholders}` replaced by elements (links in a sentence). */
  rich(key: MessageKey, nodes: Readonly<Record<string, ReactNode>>): ReactNode;
  /** A number written the locale's way. */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** A date written the locale's way (UTC unless `options` says otherwise). */
  formatDate(value: Date, options?: Intl.DateTimeFormatOptions): string;
}

/** The Text of one locale, with its formatters made once. */
export function textOf(locale: SupportedLocale, messages: Messages): Text {
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  const t = (key: MessageKey, params?: MessageParams) =>
    formatMessage(messages[key] ?? en[key], params, numbers);
  return {
    locale,
    dir: RIGHT_TO_LEFT_LOCALES.includes(locale) ? 'rtl' : 'ltr',
    t,
    plural: (key, count, params) =>
      t(`${key}.${plurals.select(count) === 'one' ? 'one' : 'other'}` as MessageKey, {
        ...params,
        count,
      }),
    rich: (key, nodes) =>
      createElement(
        Fragment,
        null,
        ...splitMessage(messages[key] ?? en[key]).map((part) =>
          typeof part === 'string' ? part : (nodes[part.name] ?? `{${part.name}}`),
        ),
      ),
    formatNumber: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    formatDate: (value, options) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(value),
  };
}
