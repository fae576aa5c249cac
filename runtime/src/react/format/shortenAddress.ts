/**
 * Shortens an address for display: `0x1234…abcd` for 0x-prefixed (EVM) addresses, the first
 * and last four characters otherwise. Short inputs are returned unchanged, so the result is
 * never longer than the input.
 */
export function shortenAddress(address: string, chars = 4): string {
  const prefix = address.startsWith('0x') ? '0x' : '';
  const body = address.slice(prefix.length);
  if (body.length <= chars * 2 + 1) return address;
  return `${prefix}${body.slice(0, chars)}…${body.slice(-chars)}`;
}
