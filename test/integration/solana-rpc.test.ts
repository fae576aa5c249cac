/**
 * The Solana RPC shim (test/fixtures/solana) against an unmodified
 * @solana/web3.js Connection: the same calls the kit's Solana adapter makes.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import bs58 from 'bs58';
import { confirmByPolling } from '@wallet-kit/local-stack/solana/confirm';
import { startSolanaRpc, type SolanaRpc } from '@wallet-kit/local-stack/solana/rpc-server';
import { createMint, mintTo } from '@wallet-kit/local-stack/solana/spl';

let rpc: SolanaRpc;
let connection: Connection;

beforeAll(async () => {
  rpc = await startSolanaRpc();
  connection = new Connection(rpc.url, 'confirmed');
});
afterAll(() => rpc?.stop());

async function rawCall(body: string) {
  const response = await fetch(rpc.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, json: (await response.json()) as any };
}

test('requestAirdrop over RPC and the in-process airdrop both credit the balance', async () => {
  const wallet = Keypair.generate().publicKey;
  expect(await connection.getBalance(wallet)).toBe(0);
  const signature = await connection.requestAirdrop(wallet, 2 * LAMPORTS_PER_SOL);
  await confirmByPolling(connection, signature);
  rpc.airdrop(wallet, 500_000_000n);
  expect(await connection.getBalance(wallet)).toBe(2.5 * LAMPORTS_PER_SOL);
});

test('a SOL transfer signed with a Keypair moves exactly amount + fee, confirmed by polling', async () => {
  const sender = Keypair.generate();
  const receiver = Keypair.generate().publicKey;
  rpc.airdrop(sender.publicKey, 3n * BigInt(LAMPORTS_PER_SOL));
  const amount = 1_234_567_890;

  const transaction = new Transaction().add(
    SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: amount }),
  );
  // Legacy path: Connection fetches the blockhash, signs and sends (preflight on).
  const signature = await connection.sendTransaction(transaction, [sender]);
  const status = await confirmByPolling(connection, signature, {
    lastValidBlockHeight: transaction.lastValidBlockHeight!,
  });
  expect(status.err).toBeNull();

  const fee = await connection.getFeeForMessage(transaction.compileMessage());
  expect(fee.value).toBe(5000);
  expect(await connection.getBalance(receiver)).toBe(amount);
  expect(await connection.getBalance(sender.publicKey)).toBe(3 * LAMPORTS_PER_SOL - amount - 5000);

  const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
  expect(landed?.meta?.fee).toBe(5000);
  expect(landed?.meta?.postBalances[1]! - landed?.meta?.preBalances[1]!).toBe(amount);
  expect(landed?.transaction.signatures[0]).toBe(signature);
});

test('a failing transfer is refused at preflight with the program logs', async () => {
  const sender = Keypair.generate();
  rpc.airdrop(sender.publicKey, 1_000_000n);
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: sender.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: LAMPORTS_PER_SOL,
    }),
  );
  const error = await connection.sendTransaction(transaction, [sender]).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SendTransactionError);
  expect((error as SendTransactionError).message).toContain('custom program error: 0x1');
  expect((error as SendTransactionError).logs?.join('\n')).toContain('insufficient lamports');
  expect(await connection.getBalance(sender.publicKey)).toBe(1_000_000); // nothing landed, no fee
});

test('with skipPreflight a failing transfer lands, pays its fee, and its status carries err', async () => {
  const sender = Keypair.generate();
  rpc.airdrop(sender.publicKey, BigInt(LAMPORTS_PER_SOL));
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const transaction = new Transaction({
    feePayer: sender.publicKey,
    blockhash,
    lastValidBlockHeight,
  }).add(
    SystemProgram.transfer({
      fromPubkey: sender.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 2 * LAMPORTS_PER_SOL,
    }),
  );
  transaction.sign(sender);
  const signature = await connection.sendRawTransaction(transaction.serialize(), {
    skipPreflight: true,
  });
  await expect(confirmByPolling(connection, signature, { lastValidBlockHeight })).rejects.toThrow(
    /Custom/,
  );
  const [status] = (await connection.getSignatureStatuses([signature])).value;
  expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL - 5000);
});

test('simulateTransaction, and sendTransaction with base58 encoding', async () => {
  const sender = Keypair.generate();
  const receiver = Keypair.generate().publicKey;
  rpc.airdrop(sender.publicKey, BigInt(LAMPORTS_PER_SOL));
  const { blockhash } = await connection.getLatestBlockhash();
  const transaction = new VersionedTransaction(
    new TransactionMessage({
      payerKey: sender.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: sender.publicKey,
          toPubkey: receiver,
          lamports: 1_000_000,
        }),
      ],
    }).compileToV0Message(),
  );
  // Unsigned simulation (sigVerify off), reading the receiver as it would be afterwards.
  const simulation = await connection.simulateTransaction(transaction, {
    accounts: { addresses: [receiver.toBase58()], encoding: 'base64' },
  });
  expect(simulation.value.err).toBeNull();
  expect(simulation.value.accounts?.[0]?.lamports).toBe(1_000_000);
  expect(await connection.getBalance(receiver)).toBe(0);

  transaction.sign([sender]);
  const { json } = await rawCall(
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [bs58.encode(transaction.serialize())],
    }),
  );
  await confirmByPolling(connection, json.result);
  expect(await connection.getBalance(receiver)).toBe(1_000_000);
});

test('a blockhash expires after 150 slots', async () => {
  const sender = Keypair.generate();
  rpc.airdrop(sender.publicKey, BigInt(LAMPORTS_PER_SOL));
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  rpc.advanceSlots(151);
  expect(await connection.getBlockHeight()).toBeGreaterThan(lastValidBlockHeight);
  expect((await connection.isBlockhashValid(blockhash)).value).toBe(false);
  const message = new TransactionMessage({
    payerKey: sender.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    ],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([sender]);
  await expect(connection.sendTransaction(transaction)).rejects.toThrow(/Blockhash not found/);
});

describe('SPL tokens', () => {
  test('mint, transfer between two owners, read back with getTokenAccountsByOwner (jsonParsed)', async () => {
    const payer = Keypair.generate();
    const alice = Keypair.generate();
    const bob = Keypair.generate().publicKey;
    rpc.airdrop(payer.publicKey, 10n * BigInt(LAMPORTS_PER_SOL));
    rpc.airdrop(alice.publicKey, BigInt(LAMPORTS_PER_SOL));

    const mint = await createMint(connection, payer, { decimals: 6 });
    const aliceAta = await mintTo(connection, payer, {
      mint,
      owner: alice.publicKey,
      amount: 1_500_000n,
      decimals: 6,
    });

    // Alice sends 0.25 to Bob in a v0 transaction that also creates Bob's account.
    const bobAta = getAssociatedTokenAddressSync(mint, bob);
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, bobAta, bob, mint),
        createTransferCheckedInstruction(aliceAta, mint, bobAta, alice.publicKey, 250_000n, 6),
      ],
    }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    transaction.sign([alice]);
    const signature = await connection.sendTransaction(transaction);
    await confirmByPolling(connection, signature, { lastValidBlockHeight });

    const aliceAccounts = await connection.getParsedTokenAccountsByOwner(alice.publicKey, { mint });
    expect(aliceAccounts.value).toHaveLength(1);
    expect(aliceAccounts.value[0]!.pubkey.equals(aliceAta)).toBe(true);
    expect(aliceAccounts.value[0]!.account.data.parsed.info.tokenAmount).toEqual({
      amount: '1250000',
      decimals: 6,
      uiAmount: 1.25,
      uiAmountString: '1.25',
    });
    const bobAccounts = await connection.getParsedTokenAccountsByOwner(bob, {
      programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    });
    expect(bobAccounts.value[0]!.account.data.parsed.info).toMatchObject({
      mint: mint.toBase58(),
      owner: bob.toBase58(),
      state: 'initialized',
      tokenAmount: { amount: '250000', uiAmountString: '0.25' },
    });
    expect((await connection.getTokenAccountBalance(bobAta)).value.uiAmount).toBe(0.25);

    const landed = await connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    });
    expect(landed?.version).toBe(0);
    expect(
      landed?.meta?.postTokenBalances?.find((b) => b.owner === bob.toBase58())?.uiTokenAmount
        .amount,
    ).toBe('250000');
  });
});

test('a signMessage-style ed25519 signature from a Keypair verifies with @noble/curves', () => {
  const keypair = Keypair.generate();
  const message = new TextEncoder().encode('Sign in to wallet-kit\nNonce: 8f3a');
  // A Solana secret key is the 32-byte seed followed by the public key.
  const signature = ed25519.sign(message, keypair.secretKey.slice(0, 32));
  expect(ed25519.verify(signature, message, keypair.publicKey.toBytes())).toBe(true);
  expect(
    ed25519.verify(signature, new TextEncoder().encode('tampered'), keypair.publicKey.toBytes()),
  ).toBe(false);
});

describe('JSON-RPC envelope', () => {
  test('an unknown method is -32601', async () => {
    const { status, json } = await rawCall(
      JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getNothing', params: [] }),
    );
    expect(status).toBe(200);
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found' },
    });
  });

  test('a body that is not JSON is -32700; a non-request is -32600; bad params -32602', async () => {
    expect((await rawCall('{"jsonrpc": "2.0", "method": ')).json.error.code).toBe(-32700);
    expect((await rawCall(JSON.stringify({ id: 1, params: [] }))).json).toMatchObject({
      id: 1,
      error: { code: -32600 },
    });
    expect((await rawCall('[]')).json.error.code).toBe(-32600);
    const badKey = await rawCall(
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['nope'] }),
    );
    expect(badKey.json.error.code).toBe(-32602);
  });

  test('batches answer each request; CORS preflight allows web3.js headers', async () => {
    const batch = await rawCall(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getSlot' },
        { jsonrpc: '2.0', id: 2, method: 'getGenesisHash' },
      ]),
    );
    expect(batch.json[1]).toEqual({ jsonrpc: '2.0', id: 2, result: rpc.genesisHash });

    const preflight = await fetch(rpc.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('solana-client');
  });

  test('cluster info reads like a node', async () => {
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+/);
    expect(await connection.getGenesisHash()).toBe(rpc.genesisHash);
    const epoch = await connection.getEpochInfo();
    expect(epoch.slotsInEpoch).toBe(432_000);
    expect(await connection.getSlot()).toBeGreaterThanOrEqual(epoch.absoluteSlot);
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
  });
});

test('getSignaturesForAddress lists the transactions naming an address, newest first, paged by before and until, as web3.js reads them', async () => {
  const wallet = Keypair.generate().publicKey;
  const signatures = [
    rpc.airdrop(wallet, 1_000_000_000n),
    rpc.airdrop(wallet, 2_000_000_000n),
    rpc.airdrop(wallet, 3_000_000_000n),
  ];
  const newestFirst = [...signatures].reverse();
  const all = await connection.getSignaturesForAddress(wallet);
  expect(all.map((entry) => entry.signature)).toEqual(newestFirst);
  expect(all[0]).toMatchObject({ err: null, memo: null, confirmationStatus: 'finalized' });
  const page = await connection.getSignaturesForAddress(wallet, {
    limit: 1,
    before: newestFirst[0],
  });
  expect(page.map((entry) => entry.signature)).toEqual([newestFirst[1]]);
  const since = await connection.getSignaturesForAddress(wallet, { until: newestFirst[2] });
  expect(since.map((entry) => entry.signature)).toEqual(newestFirst.slice(0, 2));
  expect(await connection.getSignaturesForAddress(Keypair.generate().publicKey)).toEqual([]);
  const tooMany = await rawCall(
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getSignaturesForAddress',
      params: [wallet.toBase58(), { limit: 1001 }],
    }),
  );
  expect(tooMany.json.error.code).toBe(-32602);
});

describe('blocks', () => {
  test("getBlock lists a slot's transactions in the order they landed, and a slot passed over while idle answers as skipped", async () => {
    // Slots of an hour: everything below lands in one slot.
    const slow = await startSolanaRpc({ slotMs: 3_600_000 });
    try {
      const chain = new Connection(slow.url, 'confirmed');
      const sender = Keypair.generate();
      const landed = [slow.airdrop(sender.publicKey, 2n * BigInt(LAMPORTS_PER_SOL))];
      for (let i = 0; i < 4; i++) {
        const { blockhash } = await chain.getLatestBlockhash();
        const tx = new Transaction({ feePayer: sender.publicKey, recentBlockhash: blockhash }).add(
          SystemProgram.transfer({
            fromPubkey: sender.publicKey,
            toPubkey: Keypair.generate().publicKey,
            lamports: LAMPORTS_PER_SOL / 100,
          }),
        );
        tx.sign(sender);
        landed.push(await chain.sendRawTransaction(tx.serialize()));
      }
      const slots = new Set(
        (await chain.getSignatureStatuses(landed)).value.map((status) => status!.slot),
      );
      expect(slots.size).toBe(1);
      const [slot] = [...slots] as [number];
      const getBlock = async (at: number) => {
        const response = await fetch(slow.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'getBlock',
            params: [at, { transactionDetails: 'signatures', rewards: false }],
          }),
        });
        return (await response.json()) as any;
      };
      const { result: block } = await getBlock(slot);
      expect(block).toEqual({
        blockHeight: slot,
        blockTime: expect.any(Number),
        blockhash: expect.any(String),
        parentSlot: expect.any(Number),
        previousBlockhash: expect.any(String),
        signatures: landed,
      });

      slow.advanceSlots(5);
      expect((await getBlock(slot + 2)).error).toEqual({
        code: -32007,
        message: `Slot ${slot + 2} was skipped, or missing due to ledger jump to recent snapshot`,
      });
      expect((await getBlock(slot + 5)).result).toMatchObject({
        parentSlot: slot,
        previousBlockhash: block.blockhash,
        signatures: [],
      });
    } finally {
      await slow.stop();
    }
  });
});
