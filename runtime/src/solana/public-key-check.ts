/**
 * Whether an address is a Solana public key (32 to 44 base58 characters that decode to 32
 * bytes), without @solana/web3.js: the check the adapter makes on every account a wallet
 * returns, before the transaction code is loaded.
 */
import { base58Decode, isSolanaAddress } from '@wallet-kit/schemas';
import { invalidAddressMessage } from './address-message.js';

const PUBLIC_KEY_BYTES = 32;

export function assertSolanaPublicKey(address: string, field = 'address'): void {
  const decoded = isSolanaAddress(address) ? base58Decode(address) : undefined;
  if (decoded?.length !== PUBLIC_KEY_BYTES) throw new Error(invalidAddressMessage(address, field));
}
