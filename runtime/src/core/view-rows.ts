/**
 * A view's title and back behaviour, read from its head in the registry (`VIEW_HEADS`), not
 * its whole row: the rest of a row is the CLI's, and a page should not load it. The router's
 * view names are the registry's view ids (`ViewDataMap` in types.ts is mapped over them).
 */
import { VIEW_HEADS } from '@wallet-kit/schemas';
import type { ViewName } from './types.js';

/** The registry's header title of a view. */
export function viewRowTitle(view: ViewName): string {
  return VIEW_HEADS[view].title;
}

/** Back from anywhere after this view closes the modal (its row's `backCloses`). */
export function viewClosesOnBack(view: ViewName): boolean {
  return 'backCloses' in VIEW_HEADS[view];
}
