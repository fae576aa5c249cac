/**
 * The chain id encoding WalletConnect's network switch needs, written out so the
 * `/walletconnect` entry carries neither viem nor @solana/web3.js: a kit without EVM or without
 * Solana networks must not ship those. (Messages to sign are hex from `core/text-hex.ts`; base58
 * comes from `@wallet-kit/schemas`.)
 */
export function numberToHex(value: number | bigint): `0x${string}` {
  return `0x${value.toString(16)}`;
}
