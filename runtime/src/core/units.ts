/**
 * Integer base units (wei, lamports, token base units) as a decimal string of whole units,
 * exact: amounts never pass through a float. The one conversion every adapter, the blockchain
 * API and the send form use, so a balance reads the same whichever path produced it (and as
 * viem's `formatUnits` writes it).
 */

/** 1500000000n with 9 decimals → "1.5"; trailing zeros trimmed, no trailing dot. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
