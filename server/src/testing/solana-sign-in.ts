/**
 * Real ed25519 sign-ins for the server's tests: a fresh WebCrypto key pair signs the exact
 * message text, as a Solana wallet does, so verification runs end to end without a chain.
 */
import {
  base58Encode,
  createSiwxMessageData,
  formatSiwxMessage,
  type CreateMessageParams,
  type SiwxSession,
} from '@wallet-kit/schemas';
import type { webcrypto } from 'node:crypto';
import { messageWithEdits } from './tampered-message.js';

export const DOMAIN = 'app.example';
export const ORIGIN = `https://${DOMAIN}`;
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

export async function solanaSignIn(
  fields: Partial<CreateMessageParams> = {},
  /** Changes the message fields after the text is built (a malicious or broken client). */
  edit: (data: SiwxSession['data']) => void = () => {},
): Promise<SiwxSession> {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
  const data = createSiwxMessageData({
    chainId: SOLANA_DEVNET,
    accountAddress: base58Encode(publicKey),
    domain: DOMAIN,
    uri: ORIGIN,
    ...fields,
  });
  const valid = structuredClone(data);
  edit(data);
  let message: string;
  try {
    message = formatSiwxMessage(data);
  } catch {
    // A field the kit would never write: the text an attacker's own client would sign.
    message = messageWithEdits(valid, data);
  }
  const signed = new TextEncoder().encode(message);
  const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', keys.privateKey, signed));
  return { data, message, signature: base58Encode(signature) };
}
