/**
 * Search and paging of the AllWallets list: run by the AllWallets view only, so apart from the
 * list rules the Connect view needs too.
 */
import type { WalletListEntry } from './types.js';

/** Pages of 40 wallets, at most 100 search results. */
export const WALLETS_PAGE_SIZE = 40;
export const WALLETS_SEARCH_LIMIT = 100;

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Search by name, id or rdns, ignoring case, accents, spaces and punctuation; names that
 * start with the query come first. At most `WALLETS_SEARCH_LIMIT` (100) results.
 */
export function searchWallets(
  list: readonly WalletListEntry[],
  query: string,
  limit = WALLETS_SEARCH_LIMIT,
): WalletListEntry[] {
  const needle = normalise(query);
  if (!needle) return list.slice(0, limit);
  const matches = list.filter(({ wallet }) =>
    [wallet.name, wallet.id, wallet.rdns ?? ''].some((field) => normalise(field).includes(needle)),
  );
  const starts = matches.filter(({ wallet }) => normalise(wallet.name).startsWith(needle));
  const others = matches.filter((entry) => !starts.includes(entry));
  return [...starts, ...others].slice(0, limit);
}

/** The wallets shown after `pages` pages of 40: AllWallets loads one more page at a time. */
export function firstPages(
  list: readonly WalletListEntry[],
  pages: number,
  pageSize = WALLETS_PAGE_SIZE,
): WalletListEntry[] {
  return list.slice(0, Math.max(1, pages) * pageSize);
}

export function hasMorePages(
  list: readonly WalletListEntry[],
  pages: number,
  pageSize = WALLETS_PAGE_SIZE,
): boolean {
  return list.length > Math.max(1, pages) * pageSize;
}
