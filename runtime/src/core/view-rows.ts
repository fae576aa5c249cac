/**
 * The router's view names and the registry's view rows are one list: `ViewDataMap` (types.ts)
 * adds the data each view takes, and this file fails to compile when a view is missing on
 * either side. A view's title and back behaviour are read from its row's head, not the row:
 * the rest of a row is the CLI's, and a page should not load it.
 */
import { VIEW_HEADS, type ViewId } from '@wallet-kit/schemas';
import type { ViewName } from './types.js';

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

/** Compiles only while every router view has a registry row and every row is a router view. */
export type ViewNamesMatchRegistry = Assert<Exactly<ViewName, ViewId>>;

/** The registry's header title of a view. */
export function viewRowTitle(view: ViewName): string {
  return VIEW_HEADS[view].title;
}

/** Back from anywhere after this view closes the modal (its row's `backCloses`). */
export function viewClosesOnBack(view: ViewName): boolean {
  return 'backCloses' in VIEW_HEADS[view];
}
