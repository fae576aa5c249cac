export { TextProvider, type TextProviderProps } from './TextContext.js';
export { useText } from './useText.js';
export type { Text, PluralKey } from './text.js';
export type { MessageKey, Messages } from './messages/en.js';
export { pickLocale } from './detect-locale.js';
