/**
 * Solana signing with the visitor's key: messages and transactions arrive base58-encoded, as
 * the kit sends them; signed transactions go back the same way, and sign-and-send broadcasts
 * through the network's node that the wallet service lists (JSON-RPC over fetch). No web3.js: its
 * `Connection` module ships LGPL code (see solana-json-rpc.ts).
 */
import { ed25519 } from '@noble/curves/ed25519';
import { base58DecodeOrThrow, base58Encode } from '@wallet-kit/schemas';
import type { SolanaKey } from './keys.js';
import { sendRawTransaction, type SendTransactionOptions } from './solana-json-rpc.js';
import { signSolanaTransaction } from './solana-transaction.js';

interface SolanaParams {
  message?: string;
  transaction?: string;
  transactions?: string[];
  pubkey?: string;
  options?: SendTransactionOptions;
}

/** Base58 text to bytes; a value that is not a string, or not base58, is refused. */
function decodeBase58(text: unknown): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('Expected String');
  return base58DecodeOrThrow(text);
}

function signTransaction(keys: SolanaKey, encoded: string | undefined): Uint8Array {
  if (!encoded) throw new Error('A Solana transaction is required');
  return signSolanaTransaction(decodeBase58(encoded), keys);
}

export async function solanaRpc(
  keys: SolanaKey,
  rpcUrl: string | undefined,
  method: string,
  rawParams: unknown,
): Promise<unknown> {
  const params = (rawParams ?? {}) as SolanaParams;
  if (params.pubkey !== undefined && params.pubkey !== keys.address) {
    throw new Error('This account cannot sign for another public key');
  }
  switch (method) {
    case 'solana_signMessage': {
      if (!params.message || !params.pubkey) throw new Error('A message and a pubkey are required');
      const message = decodeBase58(params.message);
      return { signature: base58Encode(ed25519.sign(message, keys.secretSeed)) };
    }
    case 'solana_signTransaction':
      return { transaction: base58Encode(signTransaction(keys, params.transaction)) };
    case 'solana_signAllTransactions':
      return {
        transactions: (params.transactions ?? []).map((item) =>
          base58Encode(signTransaction(keys, item)),
        ),
      };
    case 'solana_signAndSendTransaction': {
      if (!rpcUrl) throw new Error('Network Not Found');
      const signed = signTransaction(keys, params.transaction);
      const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } =
        params.options ?? {};
      const signature = await sendRawTransaction(rpcUrl, signed, {
        ...(skipPreflight !== undefined ? { skipPreflight } : {}),
        ...(preflightCommitment !== undefined ? { preflightCommitment } : {}),
        ...(maxRetries !== undefined ? { maxRetries } : {}),
        ...(minContextSlot !== undefined ? { minContextSlot } : {}),
      });
      return { signature };
    }
    default:
      throw new Error('Requested RPC call is not allowed');
  }
}
