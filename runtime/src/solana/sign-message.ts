/** `solana:signMessage`: the visitor signs UTF-8 text; the signature is returned base58, as Solana shows signatures. */
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { base58Encode } from '@wallet-kit/schemas';
import { callWallet } from './wallet-errors.js';
import { requireFeature } from './wallet-features.js';

const ED25519_SIGNATURE_BYTES = 64;

export async function signWalletMessage(
  wallet: Wallet,
  account: WalletAccount,
  message: string,
): Promise<string> {
  const feature = requireFeature(wallet, 'solana:signMessage');
  const [output] = await callWallet('solana:signMessage', () =>
    feature.signMessage({ account, message: new TextEncoder().encode(message) }),
  );
  if (
    !(output?.signature instanceof Uint8Array) ||
    output.signature.length !== ED25519_SIGNATURE_BYTES
  ) {
    throw new Error(`${wallet.name} returned an invalid signature`);
  }
  return base58Encode(output.signature);
}
