/**
 * How activity is shown: grouped by year then month, newest first;
 * spam-only NFT transfers dropped; only the active chain; "+" or "-" by operation type;
 * addresses shortened to 4 leading and 6 trailing characters.
 */
import type { Transaction, TransactionTransfer } from '../wallet-types.js';

/**
 * The operation types the kit names in the visitor's language (the account index and the
 * blockchain API use this vocabulary); another type is shown as it comes, capitalised.
 */
export const ACTIVITY_OPERATIONS = [
  'send',
  'receive',
  'trade',
  'mint',
  'burn',
  'approve',
  'deposit',
  'withdraw',
  'borrow',
  'repay',
  'claim',
  'execute',
  'deploy',
] as const;

export type ActivityOperation = (typeof ACTIVITY_OPERATIONS)[number];

/** The operation type as one the kit names, or undefined for another. */
export function knownOperation(operationType: string): ActivityOperation | undefined {
  const type = operationType.toLowerCase();
  return (ACTIVITY_OPERATIONS as readonly string[]).includes(type)
    ? (type as ActivityOperation)
    : undefined;
}

/** Sign convention: these operations always read "+", those "-". Other types (send, trade, ...) take the transfer's direction. */
const PLUS_OPERATIONS = ['receive', 'deposit', 'borrow', 'claim'];
const MINUS_OPERATIONS = ['withdraw', 'repay', 'burn'];

export function transferSign(
  operationType: string,
  transfer?: Pick<TransactionTransfer, 'direction'>,
): '+' | '-' | '' {
  const type = operationType.toLowerCase();
  if (PLUS_OPERATIONS.includes(type)) return '+';
  if (MINUS_OPERATIONS.includes(type)) return '-';
  if (transfer?.direction === 'in') return '+';
  if (transfer?.direction === 'out') return '-';
  return '';
}

/** 4 leading and 6 trailing characters, e.g. "0xf3…b92266". */
export function shortenTransactionAddress(address: string): string {
  return address.length <= 11 ? address : `${address.slice(0, 4)}…${address.slice(-6)}`;
}

/** A transaction whose transfers are all spam-flagged NFTs is dropped. */
export function isSpam(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
  );
}

/** Spam dropped, only the active chain's transactions. */
export function visibleTransactions(
  transactions: readonly Transaction[],
  chainId: string,
): Transaction[] {
  return transactions.filter((tx) => tx.metadata.chain === chainId && !isSpam(tx));
}

export interface TransactionMonthGroup {
  year: number;
  /** 0-11. */
  month: number;
  transactions: Transaction[];
}

/** Grouped by year then month, newest first, each group newest first. */
export function groupTransactions(transactions: readonly Transaction[]): TransactionMonthGroup[] {
  const sorted = [...transactions].sort(
    (a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt),
  );
  const groups: TransactionMonthGroup[] = [];
  for (const transaction of sorted) {
    const date = new Date(transaction.metadata.minedAt);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const last = groups.at(-1);
    if (last && last.year === year && last.month === month) last.transactions.push(transaction);
    else groups.push({ year, month, transactions: [transaction] });
  }
  return groups;
}
