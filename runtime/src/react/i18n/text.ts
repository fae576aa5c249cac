import { createElement, Fragment, type ReactNode } from 'react';
import { RIGHT_TO_LEFT_LOCALES, type SupportedLocale } from '@wallet-kit/schemas';
import { viewRowTitle } from '../../core/view-rows.js';
import type { ViewName } from '../../core/types.js';
import { formatMessage, splitMessage, type MessageParams } from './format-message.js';
import { en } from './messages/en.js';
import type { FirstScreenKey, MessageGroup, MessageKey } from './messages/keys.js';

/** Message keys among `K` written in a `.one` and an `.other` form, chosen by a count. */
export type PluralKey<K extends string = MessageKey> = {
  [Key in K]: Key extends `${infer Base}.other` ? (`${Base}.one` extends K ? Base : never) : never;
}[K];

/** The keys of each group of a union of groups. */
export type GroupKey<G> = G extends unknown ? keyof G & string : never;

/** What a component reads its words, numbers and dates through; `K`: the keys it may read. */
export interface Text<K extends string = FirstScreenKey> {
  locale: SupportedLocale;
  dir: 'ltr' | 'rtl';
  /** The message of `key` with its `{placeholders}` filled. */
  t(key: K, params?: MessageParams): string;
  /** The form of `key` for `count` (Intl.PluralRules), with `{count}` and the others filled. */
  plural(key: PluralKey<K>, count: number, params?: MessageParams): string;
  /** The message of `key` with its `{placeholders}` replaced by elements (links in a sentence). */
  rich(key: K, nodes: Readonly<Record<string, ReactNode>>): ReactNode;
  /** A number written the locale's way. */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** A date written the locale's way (UTC unless `options` says otherwise). */
  formatDate(value: Date, options?: Intl.DateTimeFormatOptions): string;
  /**
   * The same text, also reading the keys of English groups a component brings with it: the
   * locale's message when it has one, else the group's English.
   */
  including<Gs extends MessageGroup[]>(...groups: Gs): Text<K | GroupKey<Gs[number]>>;
}

/** English of a key among `english`, or a view's title from the registry. */
function englishOf(english: MessageGroup, key: string): string {
  return english[key] ?? (key.startsWith('view.') ? viewRowTitle(key.slice(5) as ViewName) : key);
}

/**
 * The Text of one locale, with its formatters made once. `messages`: the locale's (every key),
 * or for English the built-in first-screen file, the other groups coming with `including`.
 */
export function textOf(
  locale: SupportedLocale,
  messages: Partial<Record<MessageKey, string>>,
): Text {
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  const lookup = messages as Readonly<Record<string, string | undefined>>;
  const build = <K extends string>(english: MessageGroup): Text<K> => {
    const message = (key: string) => lookup[key] ?? englishOf(english, key);
    const t = (key: string, params?: MessageParams) => formatMessage(message(key), params, numbers);
    return {
      locale,
      dir: RIGHT_TO_LEFT_LOCALES.includes(locale) ? 'rtl' : 'ltr',
      t,
      plural: (key, count, params) =>
        t(`${key}.${plurals.select(count) === 'one' ? 'one' : 'other'}`, { ...params, count }),
      rich: (key, nodes) =>
        createElement(
          Fragment,
          null,
          ...splitMessage(message(key)).map((part) =>
            typeof part === 'string' ? part : (nodes[part.name] ?? `{${part.name}}`),
          ),
        ),
      formatNumber: (value, options) => new Intl.NumberFormat(locale, options).format(value),
      formatDate: (value, options) =>
        new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(value),
      including: (...groups) => build(Object.assign({}, english, ...groups) as MessageGroup),
    };
  };
  return build<FirstScreenKey>(en);
}
