import { useContext } from 'react';
import { TextContext } from './TextContext.js';
import type { Text } from './text.js';

/** The words, numbers and dates of the kit's locale (English outside a provider). */
export function useText(): Text {
  return useContext(TextContext);
}
