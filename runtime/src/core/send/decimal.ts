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

/**
 * One to three digits, a comma and three digits ("1,000"): the comma is a thousands separator
 * as often as a decimal mark, so the kit does not guess which.
 */
export function isAmbiguousComma(typed: string): boolean {
  return /^[1-9]\d{0,2},\d{3}$/.test(typed.trim());
}

/** Commas that can only group thousands: two groups or more, or groups before a point. */
const GROUPED_THOUSANDS = /^[1-9]\d{0,2}(?:(?:,\d{3}){2,}|(?:,\d{3})+\.\d*)$/;

/**
 * An amount as the visitor typed it, in the kit's form: spaces trimmed, commas that can only
 * group thousands dropped ("12,500,000", "1,000.5"), else one comma read as the decimal point
 * (the mark in many languages), and no leading or trailing zeros ("00012" → "12", "1.50" →
 * "1.5", ".5" → "0.5", "1." → "1"). Text that is not a plain decimal, or whose comma may group
 * thousands ("1,000"), is given back trimmed, for the form's checks to refuse.
 */
export function readAmount(typed: string): string {
  const trimmed = typed.trim();
  if (isAmbiguousComma(trimmed)) return trimmed;
  const pointed = GROUPED_THOUSANDS.test(trimmed)
    ? trimmed.replaceAll(',', '')
    : trimmed.replace(/^(\d*),(\d*)$/, '$1.$2');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(pointed);
  if (!match || !/\d/.test(pointed)) return pointed;
  const whole = match[1]!.replace(/^0+/, '') || '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Number of decimals written, e.g. "1.250" → 3. */
export function decimalPlaces(value: string): number {
  return value.trim().split('.')[1]?.length ?? 0;
}
