/**
 * Display rules for token balances: decimals-"0" tokens are dropped,
 * quantities are cut (never rounded) to 3 decimals, USD to 2.
 */
import { formatBalance } from '../balance-format.js';
import type { TokenBalance } from '../wallet-types.js';

/** Tokens with decimals of "0" are low-quality (spam, NFTs) and are dropped. */
export function dropLowQualityTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0);
}

/** "1234.5678" → "1234.567". */
export function formatTokenQuantity(balance: Pick<TokenBalance, 'quantity'>): string {
  return formatBalance(balance.quantity.numeric, 3);
}

/**
 * USD with 2 decimals, cut like quantities so the sum never shows more than is held, written
 * the locale's way: "$12.34" in English, "12,34 $US" in French.
 */
export function formatUsd(value: number | undefined, locale = 'en'): string {
  const cents = value === undefined || !Number.isFinite(value) ? 0 : Math.trunc(value * 100);
  // Cut to cents before formatting: the formatter would round 0.999 up to 1.00.
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(
    cents / 100 || 0,
  );
}

/** A stable key for lists and selection: the token address, or "native". */
export function tokenKey(balance: Pick<TokenBalance, 'address' | 'chainId'>): string {
  return `${balance.chainId}:${balance.address ?? 'native'}`;
}
