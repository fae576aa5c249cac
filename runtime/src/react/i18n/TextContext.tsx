import { createContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LocaleSetting, SupportedLocale } from '@wallet-kit/schemas';
import { browserLanguages, pickLocale } from './detect-locale.js';
import { loadMessages } from './load-messages.js';
import { en } from './messages/en.js';
import type { Messages } from './messages/keys.js';
import { textOf, type Text } from './text.js';

/** English until a provider says otherwise: a component drawn outside one still reads. */
export const TextContext = createContext<Text>(textOf('en', en));
TextContext.displayName = 'TextContext';

interface Shown {
  locale: SupportedLocale;
  /** A locale's every message, or English's first-screen ones (groups come with components). */
  messages: Partial<Messages>;
}

const ENGLISH: Shown = { locale: 'en', messages: en };

export interface TextProviderProps {
  /** The config's `locale`; unset means `auto`. */
  setting: LocaleSetting | undefined;
  children?: ReactNode;
}

/**
 * Gives the components below it their text. The first render is English on the server and in
 * the page alike (no hydration mismatch); the chosen locale's chunk is fetched at once and
 * replaces it when it arrives. A chunk that fails to load leaves English in place.
 */
export function TextProvider({ setting, children }: TextProviderProps) {
  const wanted = useMemo(() => pickLocale(setting, browserLanguages()), [setting]);
  const [shown, setShown] = useState<Shown>(ENGLISH);
  useEffect(() => {
    // English is built in: nothing to fetch, and no second render of the whole kit.
    const keep = (locale: SupportedLocale, messages: Partial<Messages>) =>
      setShown((current) => (current.locale === locale ? current : { locale, messages }));
    if (wanted === 'en') return keep('en', en);
    let live = true;
    loadMessages(wanted).then(
      (messages) => live && keep(wanted, messages),
      () => live && keep('en', en),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const text = useMemo(() => textOf(shown.locale, shown.messages), [shown]);
  return <TextContext.Provider value={text}>{children}</TextContext.Provider>;
}
