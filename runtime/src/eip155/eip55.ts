/**
 * EVM addresses as wallets show them: the mixed-case checksum of EIP-55 (its rule and Keccak are
 * in @wallet-kit/schemas, which also checks typed addresses against it). Loaded on demand, with
 * the first account a wallet lists, so the page's first load carries no Keccak at all.
 */
export { checksumAddress } from '@wallet-kit/schemas';
