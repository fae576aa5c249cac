/**
 * Display rules for token balances: decimals-"0" tokens are dropped,
 * quantities are cut (never rounded) to 3 decimals, USD to 2.
 */
import { formatBalance } from '../account.js';
import type { TokenBalance } from '../wallet-types.js';

/** Tokens with decimals of "0" are low-quality (spam, NFTs) and are dropped. */
export function dropLowQualityTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => Number(balance.quantity.decimals) !== 0);
}

/** "1234.5678" → "1234.567". */
export function formatTokenQuantity(balance: Pick<TokenBalance, 'quantity'>): string {
  return formatBalance(balance.quantity.numeric, 3);
}

/** USD with 2 decimals, cut like quantities so the sum never shows more than is held: "$12.34". */
export function formatUsd(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '$0.00';
  const cents = Math.trunc(Math.abs(value) * 100);
  const whole = Math.trunc(cents / 100).toLocaleString('en-US');
  return `${value < 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** A stable key for lists and selection: the token address, or "native". */
export function tokenKey(balance: Pick<TokenBalance, 'address' | 'chainId'>): string {
  return `${balance.chainId}:${balance.address ?? 'native'}`;
}
