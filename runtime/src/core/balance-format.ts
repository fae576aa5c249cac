/**
 * An account's balance display (balances truncate to 3 decimals). Apart from the account state
 * (`account.ts`): the page's first load needs the state, only a connected account's button and
 * views need the display.
 */
export const BALANCE_DISPLAY_DECIMALS = 3;

/**
 * Truncates (never rounds) a decimal string for display: "9999.99999" → "9999.999",
 * "10000.0" → "10000", "0" → "0". Trailing zeros go, so whole amounts read as whole.
 * A positive amount below the smallest shown unit reads "<0.001" rather than a false "0".
 * Input that is not a decimal number comes back unchanged, so a bug shows instead of crashing.
 * No value formats as "" (never "0"): a balance not read yet, or not readable, is not zero —
 * `useAccount().balanceStatus` says which.
 */
export function formatBalance(
  value: string | undefined,
  decimals = BALANCE_DISPLAY_DECIMALS,
): string {
  if (value === undefined || value.trim() === '') return '';
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match || (match[2] === '' && !match[3])) return value;
  const [, sign = '', rawWhole = '', rawFraction = ''] = match;
  const whole = rawWhole.replace(/^0+(?=\d)/, '') || '0';
  const fraction = rawFraction.slice(0, decimals).replace(/0+$/, '');
  const isZeroShown = whole === '0' && fraction === '';
  if (isZeroShown) {
    const hasHiddenDigits = /[1-9]/.test(rawFraction);
    if (!hasHiddenDigits || sign === '-' || decimals <= 0) return '0';
    return `<0.${'0'.repeat(decimals - 1)}1`;
  }
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** "9999.999 ETH" — what the Account view shows; empty when no balance was read yet. */
export function formatBalanceWithSymbol(account: {
  balance?: string | undefined;
  balanceSymbol?: string | undefined;
}): string {
  if (account.balance === undefined) return '';
  return [formatBalance(account.balance), account.balanceSymbol].filter(Boolean).join(' ');
}
