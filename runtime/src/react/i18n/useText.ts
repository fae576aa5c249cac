import { useContext, useMemo } from 'react';
import type { FirstScreenKey, MessageGroup } from './messages/keys.js';
import { TextContext } from './TextContext.js';
import type { GroupKey, Text } from './text.js';

/**
 * The words, numbers and dates of the kit's locale (English outside a provider). A component
 * of a view loaded on demand passes the English groups it shows (`useText(SEND_TEXT)`), so
 * their English loads with it rather than with the page's first load.
 */
export function useText<Gs extends MessageGroup[]>(
  ...groups: Gs
): Text<FirstScreenKey | GroupKey<Gs[number]>> {
  const text = useContext(TextContext);
  // A call site passes the same groups on every render (module constants): the deps are stable.
  // Without groups the key set is the first screen's, which is all `text` reads.
  return useMemo(
    () =>
      groups.length
        ? text.including(...groups)
        : (text as Text<FirstScreenKey | GroupKey<Gs[number]>>),
    [text, ...groups],
  );
}
