const MAX_DECIMALS = 3;

/**
 * Formats a whole-unit decimal string for display, truncated (never rounded up, so a visitor
 * is never shown more than they hold) to 3 decimals, SPEC.md §5/§9. Trailing zeros are
 * dropped: "10000.0" → "10000", "1.23456" → "1.234", "0.0001" → "0".
 * Works on the string so 18-decimal balances lose no precision through floats.
 */
export function formatBalance(balance: string | undefined, symbol?: string): string {
  const amount = truncateDecimals(balance ?? '0');
  return symbol ? `${amount} ${symbol}` : amount;
}

function truncateDecimals(value: string): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '', fraction = ''] = match;
  const kept = fraction.slice(0, MAX_DECIMALS).replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const isZero = /^0*$/.test(integer + kept);
  return `${isZero ? '' : sign}${integer}${kept ? `.${kept}` : ''}`;
}
