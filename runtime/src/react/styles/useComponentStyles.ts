import { useInsertionEffect } from 'react';
import { adoptStyles } from './adoptStyles.js';
import type { KitSheet } from './sheet.js';

/**
 * Adds a component's sheets to the document before the component's first paint. Called by
 * every component that has rules of its own, so the page gets the rules of what the kit
 * renders and nothing else. The sheets are module constants: they are added once, on mount.
 */
export function useComponentStyles(...sheets: KitSheet[]): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, sheets);
  }, []);
}
