/**
 * Sign-in nonces. EIP-4361 wants at least 8 alphanumeric characters; we use 128 random bits
 * from `crypto.getRandomValues` in hex (alphanumeric, 32 characters) so a nonce cannot be
 * guessed or replayed by chance. Never `Math.random`.
 */
export const NONCE_BYTES = 16;
/** The least entropy a caller may ask for (96 bits). */
export const MIN_NONCE_BYTES = 12;

export function generateNonce(bytes: number = NONCE_BYTES): string {
  if (!Number.isInteger(bytes) || bytes < MIN_NONCE_BYTES) {
    throw new RangeError(`A nonce needs at least ${MIN_NONCE_BYTES} random bytes`);
  }
  const random = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
