/**
 * bs58 4 ships no types. The tests use it on purpose as an implementation of base58 independent
 * of the kit's own (`@wallet-kit/schemas`), so a shared bug cannot hide itself.
 */
declare module 'bs58' {
  const bs58: {
    encode(bytes: Uint8Array): string;
    decode(text: string): Buffer;
    decodeUnsafe(text: string): Buffer | undefined;
  };
  export default bs58;
}
