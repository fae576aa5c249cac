/**
 * Polkadot sign-in signatures: sr25519, ed25519 (or ecdsa) over the message, hex, checked by
 * `@polkadot/util-crypto` against the SS58 address's key. Browser extensions sign raw bytes
 * wrapped in `<Bytes>…</Bytes>` (so a signed text can never be a transaction); a wallet that
 * signs the bytes as given is accepted too.
 */
import { isAddressOfChain, type SiwxSession } from '@wallet-kit/schemas';
import { isHex, stringToU8a, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';

export async function verifyPolkadot(session: SiwxSession): Promise<boolean> {
  const { accountAddress, chainId } = session.data;
  if (!isAddressOfChain(accountAddress, chainId) || !isHex(session.signature)) return false;
  await cryptoWaitReady();
  const message = stringToU8a(session.message);
  try {
    return [u8aWrapBytes(message), message].some(
      (signed) => signatureVerify(signed, session.signature, accountAddress).isValid,
    );
  } catch {
    return false;
  }
}
