/**
 * Whether the account signed the message:
 * - eip155 through viem's `verifyMessage` (EIP-191 over the exact text), which also accepts
 *   smart-contract accounts (EIP-1271, and EIP-6492 for accounts not deployed yet) by asking
 *   the chain. Not `verifySiweMessage`: its own parser refuses valid messages (an IPv6 domain)
 *   and accepts invalid ones; the fields were already checked by the grammar (verify.ts);
 * - solana as an ed25519 signature (base58) by the address's public key, via WebCrypto.
 */
import { base58Decode, type CaipNetworkId, type SiwxSession } from '@wallet-kit/schemas';
import { createPublicClient, http, type PublicClient } from 'viem';
import type { CheckedOptions } from './options.js';

function clientFor(chainId: CaipNetworkId, options: CheckedOptions): PublicClient {
  const client = options.clients?.[chainId];
  if (client) return client;
  // checkChain has made sure one of the two is configured.
  return createPublicClient({ transport: http(options.rpcUrls![chainId]!) });
}

export function verifyEip155(session: SiwxSession, options: CheckedOptions): Promise<boolean> {
  return clientFor(session.data.chainId, options).verifyMessage({
    message: session.message,
    signature: session.signature as `0x${string}`,
    address: session.data.accountAddress as `0x${string}`,
  });
}

export async function verifySolana(session: SiwxSession): Promise<boolean> {
  const decodedKey = base58Decode(session.data.accountAddress);
  const decodedSignature = base58Decode(session.signature);
  if (!decodedKey || !decodedSignature) return false;
  const publicKey = new Uint8Array(decodedKey);
  const signature = new Uint8Array(decodedSignature);
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
  return subtle.verify('Ed25519', key, signature, new TextEncoder().encode(session.message));
}
