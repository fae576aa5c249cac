/**
 * The frame's Solana sign-and-send against a Solana node (litesvm behind the JSON-RPC shim):
 * the transaction is signed by the visitor's key (the same bytes web3.js signs) and broadcast
 * over plain JSON-RPC (no web3.js `Connection`), and a node's refusal comes back as an error
 * naming it.
 */
import { ed25519 } from '@noble/curves/ed25519';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { startSolanaRpc, type SolanaRpc } from '@wallet-kit/local-stack/solana/rpc-server';
import { base58Decode, base58Encode } from '@wallet-kit/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolanaKey } from './keys.js';
import { solanaRpc } from './rpc-solana.js';

let node: SolanaRpc;
const seed = new Uint8Array(32).fill(7);
const publicKey = ed25519.getPublicKey(seed);
const key: SolanaKey = {
  secretSeed: seed,
  publicKey,
  address: new PublicKey(publicKey).toBase58(),
};
const receiver = Keypair.generate().publicKey;

beforeAll(async () => {
  node = await startSolanaRpc({ slotMs: 50 });
  node.airdrop(key.address, 1_000_000_000n);
}, 60_000);
afterAll(async () => {
  await node?.stop();
});

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

async function transfer(lamports: number): Promise<string> {
  const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', []);
  const message = new TransactionMessage({
    payerKey: new PublicKey(key.address),
    recentBlockhash: value.blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: new PublicKey(key.address),
        toPubkey: receiver,
        lamports,
      }),
    ],
  }).compileToV0Message();
  return base58Encode(new VersionedTransaction(message).serialize());
}

describe("the frame's Solana sign-and-send", () => {
  it('signs with the visitor key and broadcasts over JSON-RPC: the lamports arrive', async () => {
    const { signature } = (await solanaRpc(key, node.url, 'solana_signAndSendTransaction', {
      transaction: await transfer(5_000_000),
    })) as { signature: string };
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    const balance = await rpc<{ value: number }>('getBalance', [receiver.toBase58()]);
    expect(balance.value).toBe(5_000_000);
  });

  it('solana_signTransaction gives the same bytes web3.js signs, legacy and versioned', async () => {
    const owner = Keypair.fromSeed(seed);
    const versioned = VersionedTransaction.deserialize(base58Decode(await transfer(1))!);
    const legacy = new Transaction({
      feePayer: owner.publicKey,
      recentBlockhash: versioned.message.recentBlockhash,
    }).add(
      SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: receiver, lamports: 1 }),
    );
    const unsignedLegacy = legacy.serialize({
      requireAllSignatures: false,
      verifySignatures: false,
    });
    const ours = async (bytes: Uint8Array) =>
      base58Decode(
        (
          (await solanaRpc(key, node.url, 'solana_signTransaction', {
            transaction: base58Encode(bytes),
          })) as { transaction: string }
        ).transaction,
      );
    const unsignedVersioned = versioned.serialize();
    versioned.sign([owner]);
    legacy.sign(owner);
    expect(await ours(unsignedVersioned)).toEqual(versioned.serialize());
    expect(await ours(unsignedLegacy)).toEqual(new Uint8Array(legacy.serialize()));
  });

  it('a transaction the visitor key does not sign for is refused', async () => {
    const other = Keypair.generate();
    const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', []);
    const message = new TransactionMessage({
      payerKey: other.publicKey,
      recentBlockhash: value.blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: receiver, lamports: 1 }),
      ],
    }).compileToV0Message();
    await expect(
      solanaRpc(key, node.url, 'solana_signTransaction', {
        transaction: base58Encode(new VersionedTransaction(message).serialize()),
      }),
    ).rejects.toThrow('Cannot sign with non signer key');
  });

  it("a transaction the node refuses fails with the node's reason", async () => {
    await expect(
      solanaRpc(key, node.url, 'solana_signAndSendTransaction', {
        transaction: await transfer(50_000_000_000),
      }),
    ).rejects.toThrow(/^failed to send transaction: /);
  });
});
