/**
 * A long value cut for the approval panel, saying in the visitor's language how long it was, so
 * a visitor never takes the cut text for the whole.
 */
import { MAX_VALUE_CHARS } from './request-limits.js';
import { t } from './text/frame-text.js';

export const clipCounted = (text: string): string =>
  text.length > MAX_VALUE_CHARS
    ? `${text.slice(0, MAX_VALUE_CHARS)}… ${t('value.characterCount', { count: text.length })}`
    : text;
