/**
 * Decimal strings → integer base units (lamports, token base units), exact: amounts never
 * pass through a float. The other way is `core/units.ts`.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** "1.5" with 9 decimals → 1500000000n. Throws on anything but a plain positive decimal. */
export function parseUnits(amount: string, decimals: number): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Invalid amount: ${amount}`);
  const [, whole = '0', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) {
    throw new Error(`Invalid amount: ${amount} has more than ${decimals} decimals`);
  }
  return BigInt(whole + significant.padEnd(decimals, '0'));
}

const U64_MAX = (1n << 64n) - 1n;

/** Amounts sent on Solana are u64 and must move something. */
export function parsePositiveU64(amount: string, decimals: number): bigint {
  const units = parseUnits(amount, decimals);
  if (units <= 0n) throw new Error(`Invalid amount: ${amount} must be greater than 0`);
  if (units > U64_MAX) throw new Error(`Invalid amount: ${amount} is too large`);
  return units;
}
