/**
 * Whether an address is a Solana public key (32 to 44 base58 characters that decode to 32
 * bytes), without @solana/web3.js: the check the adapter makes on every account a wallet
 * returns, before the transaction code is loaded.
 */
import bs58 from 'bs58';
import { isSolanaAddress } from '@wallet-kit/schemas';
import { invalidAddressMessage } from './address-message.js';

const PUBLIC_KEY_BYTES = 32;

export function assertSolanaPublicKey(address: string, field = 'address'): void {
  let decoded: Uint8Array | undefined;
  if (isSolanaAddress(address)) {
    try {
      decoded = bs58.decode(address);
    } catch {
      decoded = undefined;
    }
  }
  if (decoded?.length !== PUBLIC_KEY_BYTES) throw new Error(invalidAddressMessage(address, field));
}
