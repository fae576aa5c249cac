/**
 * Bitcoin sign-in signatures: BIP-322 "simple" (segwit and taproot addresses) or the legacy
 * signmessage form (BIP-137, a P2PKH address, or a wallet that only has that), base64, checked
 * by `bip322-js`. The address must be one of the chain's network (mainnet or testnet).
 */
import { isAddressOfChain, type SiwxSession } from '@wallet-kit/schemas';
import { Verifier } from 'bip322-js';

export function verifyBip122(session: SiwxSession): boolean {
  const { accountAddress, chainId } = session.data;
  if (!isAddressOfChain(accountAddress, chainId)) return false;
  try {
    return Verifier.verifySignature(accountAddress, session.message, session.signature);
  } catch {
    // A malformed signature or an address form the library cannot check.
    return false;
  }
}
