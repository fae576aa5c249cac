/**
 * Decimal strings as exact integers of base units, so amounts are compared and subtracted
 * without floating point ("0.1" + "0.2" stays exact).
 */

/** "1.5", 18 → 1500000000000000000n; undefined when not a plain non-negative decimal. */
export function toUnits(value: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match || value.trim() === '' || value.trim() === '.') return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  return BigInt((whole || '0') + fraction.padEnd(decimals, '0'));
}

/** Number of decimals written, e.g. "1.250" → 3. */
export function decimalPlaces(value: string): number {
  return value.trim().split('.')[1]?.length ?? 0;
}
