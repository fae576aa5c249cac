/**
 * What the adapter needs of a Bitcoin wallet, whichever interface it speaks (the Wallet
 * Standard's `bitcoin:*` features or sats-connect's `request`): ask for its addresses, find
 * the ones the page may already use without asking, sign a message, forget the page.
 */
import type { CaipNetwork } from '../core/types.js';
import type { Bip122Account } from './accounts.js';

export interface Bip122WalletInterface {
  /** Asks the visitor; resolves the payment and ordinals addresses. */
  connect(network: CaipNetwork): Promise<Bip122Account[]>;
  /** The addresses the wallet already allows this page, without a prompt; null when none. */
  authorized(network: CaipNetwork): Promise<Bip122Account[] | null>;
  /** BIP-322 (or the legacy signmessage form where that is all the wallet makes), base64. */
  signMessage(account: Bip122Account, message: string): Promise<string>;
  /** Tells the wallet the page is done, when its interface can. */
  disconnect(): Promise<void>;
  /** Calls back when the wallet's addresses change; returns the unsubscribe. */
  onChange?(listener: () => void): () => void;
}

export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Signatures are base64 text; a wallet may hand bytes, base64 or hex. */
export function signatureText(signature: unknown): string {
  if (signature instanceof Uint8Array) return base64OfBytes(signature);
  if (
    typeof signature === 'string' &&
    /^[0-9a-fA-F]+$/.test(signature) &&
    signature.length % 2 === 0 &&
    signature.length >= 128
  ) {
    const bytes = new Uint8Array(signature.length / 2);
    for (let i = 0; i < bytes.length; i += 1)
      bytes[i] = parseInt(signature.slice(i * 2, i * 2 + 2), 16);
    return base64OfBytes(bytes);
  }
  if (typeof signature === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return signature;
  throw new Error('The wallet returned an invalid signature');
}
