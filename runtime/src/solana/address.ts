/** Address validation (a Solana address is 32 to 44 base58 characters) with errors that name the field. */
import { PublicKey } from '@solana/web3.js';
import { isSolanaAddress } from '@wallet-kit/schemas';
import { invalidAddressMessage } from './address-message.js';

export { invalidAddressMessage };

/**
 * The public key of a valid address. Some 32–44 character base58 strings still do not
 * decode to 32 bytes; they get the same clear error instead of web3.js's "Invalid public key input".
 */
export function toPublicKey(address: string, field = 'address'): PublicKey {
  if (!isSolanaAddress(address)) throw new Error(invalidAddressMessage(address, field));
  try {
    return new PublicKey(address);
  } catch (cause) {
    throw new Error(invalidAddressMessage(address, field), { cause });
  }
}
