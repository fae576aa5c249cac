/**
 * The host app's Solana wallet calls (sign message, sign transaction, sign all transactions,
 * sign and send with options) through a kit connected to a Wallet Standard test wallet on
 * litesvm behind the JSON-RPC shim: signatures are checked with ed25519 and every
 * transaction is read back from the chain.
 */
import { createPublicKey, verify } from 'node:crypto';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createWalletKit, walletCalls } from '@wallet-kit/runtime';
import { createSolanaAdapter } from '@wallet-kit/runtime/solana';
import { parseConfig } from '@wallet-kit/schemas';
import { confirmByPolling } from '@wallet-kit/local-stack/solana/confirm';
import { startSolanaRpc, type SolanaRpc } from '@wallet-kit/local-stack/solana/rpc-server';
import {
  KeypairWallet,
  type KeypairWalletOptions,
} from '@wallet-kit/local-stack/solana-wallet/scripted-wallet';
import { localSolanaNetwork, SOLANA_DEVNET } from '../fixtures/solana-wallet/networks.js';
import { createWalletWindow, installWallet } from '../fixtures/solana-wallet/register.js';
import { MemoryStorage } from '../../runtime/src/core/testing/test-support.js';
import { startAndConnect } from '../fixtures/connect-discovered.js';

const CONNECTOR_ID = 'wallet-standard:Test Solana Wallet';
const SOL = BigInt(LAMPORTS_PER_SOL);

let rpc: SolanaRpc;
let connection: Connection;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  rpc = await startSolanaRpc();
  connection = new Connection(rpc.url, 'confirmed');
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});
afterAll(() => rpc?.stop());

/** ed25519 verification of a raw 32-byte public key with Node's crypto. */
function ed25519Verifies(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey]);
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
  return verify(null, message, key, signature);
}

/** A kit connected to a test wallet holding 10 SOL on the shim. */
async function connectedKit(walletOptions: Partial<KeypairWalletOptions> = {}) {
  const network = localSolanaNetwork(SOLANA_DEVNET, rpc.url);
  const parsed = parseConfig({
    projectId: 'test',
    metadata: { name: 'Solana wallet calls test', url: 'http://127.0.0.1:5173' },
    networks: [network],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const wallet = new KeypairWallet({ rpcUrls: { 'solana:devnet': rpc.url }, ...walletOptions });
  rpc.airdrop(wallet.publicKey, 10n * SOL);
  const win = createWalletWindow();
  cleanups.push(installWallet(win, wallet));
  const adapter = createSolanaAdapter({ window: win });
  const kit = createWalletKit(parsed.config, [adapter], { storage: new MemoryStorage() });
  cleanups.push(() => kit.destroy());
  await startAndConnect(kit, CONNECTOR_ID);
  return { kit, wallet, calls: kit.feature(walletCalls) };
}

/** An unsigned legacy transfer of `lamports` from the wallet to a fresh account. */
async function transfer(from: PublicKey, lamports: number) {
  const to = Keypair.generate().publicKey;
  const { blockhash } = await connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  );
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  return { to, bytes, message: transaction.serializeMessage() };
}

describe('Solana wallet calls (Wallet Standard wallet, litesvm)', () => {
  test('a signed message verifies with ed25519 for the connected account', async () => {
    const { wallet, calls } = await connectedKit();
    const signature = await calls.signMessage('Hello from the wallet calls test');
    const message = new TextEncoder().encode('Hello from the wallet calls test');
    expect(ed25519Verifies(wallet.publicKey.toBytes(), message, bs58.decode(signature))).toBe(true);
    const other = Keypair.generate().publicKey.toBytes();
    expect(ed25519Verifies(other, message, bs58.decode(signature))).toBe(false);
  });

  test('a signed transaction carries a valid signature and lands when sent', async () => {
    const { wallet, calls } = await connectedKit();
    const { to, bytes, message } = await transfer(wallet.publicKey, 1_000_000);
    const signed = await calls.signTransaction(bytes);
    const parsed = VersionedTransaction.deserialize(signed);
    expect(ed25519Verifies(wallet.publicKey.toBytes(), message, parsed.signatures[0]!)).toBe(true);
    const signature = await connection.sendRawTransaction(signed);
    await confirmByPolling(connection, signature);
    expect(await connection.getBalance(to)).toBe(1_000_000);
  });

  test('signing several transactions signs each in order, in one wallet request', async () => {
    const { wallet, calls } = await connectedKit();
    const first = await transfer(wallet.publicKey, 1_000_000);
    const second = await transfer(wallet.publicKey, 2_000_000);
    const signed = await calls.signAllTransactions([first.bytes, second.bytes]);
    expect(wallet.requests.filter((r) => r === 'solana:signTransaction')).toHaveLength(1);
    for (const [index, { message, to }] of [first, second].entries()) {
      const parsed = VersionedTransaction.deserialize(signed[index]!);
      expect(ed25519Verifies(wallet.publicKey.toBytes(), message, parsed.signatures[0]!)).toBe(
        true,
      );
      await confirmByPolling(connection, await connection.sendRawTransaction(signed[index]!));
      expect(await connection.getBalance(to)).toBe((index + 1) * 1_000_000);
    }
  });

  test('sign and send hands the options to the wallet and the transaction lands', async () => {
    const { wallet, calls } = await connectedKit();
    const { to, bytes } = await transfer(wallet.publicKey, 3_000_000);
    const options = {
      skipPreflight: false,
      preflightCommitment: 'confirmed',
      maxRetries: 2,
      minContextSlot: 0,
    } as const;
    const signature = await calls.signAndSendTransaction(bytes, options);
    expect(wallet.sendInputs[0]).toMatchObject({ chain: 'solana:devnet', options });
    await confirmByPolling(connection, signature);
    expect(await connection.getBalance(to)).toBe(3_000_000);
  });

  test('a sign and send the node refuses for rent says so, not that the funds are short', async () => {
    const { wallet, calls } = await connectedKit();
    // 1 lamport to an address with no account: less than the rent-exempt minimum a new
    // account must hold, with 10 SOL in the wallet.
    const { bytes } = await transfer(wallet.publicKey, 1);
    await expect(calls.signAndSendTransaction(bytes)).rejects.toMatchObject({
      category: 'transaction',
      name: 'InsufficientFundsForRentError',
      message:
        'The network refused this transaction: an account would hold less than its ' +
        'minimum balance (rent). An account must keep that minimum, or be emptied.',
    });
  });

  test('a wallet without solana:signTransaction is reported as not supporting it', async () => {
    const { wallet, calls } = await connectedKit({ without: ['solana:signTransaction'] });
    expect(await calls.supports('signTransaction')).toBe(false);
    expect(await calls.supports('signAndSendTransaction')).toBe(true);
    const { bytes } = await transfer(wallet.publicKey, 1);
    await expect(calls.signTransaction(bytes)).rejects.toMatchObject({
      category: 'unsupported',
      message: 'Signing a transaction is not supported by this wallet.',
    });
  });

  test('a declined signature is a rejection and the kit stays connected', async () => {
    const { kit, wallet, calls } = await connectedKit();
    wallet.rejectNextRequest();
    const { bytes } = await transfer(wallet.publicKey, 1);
    await expect(calls.signTransaction(bytes)).rejects.toMatchObject({ category: 'rejected' });
    expect(kit.stores.connection.getState().status).toBe('connected');
  });

  test('typed data on a Solana account is refused as unsupported by the family', async () => {
    const { calls } = await connectedKit();
    await expect(
      calls.signTypedData({ domain: {}, types: {}, primaryType: 'X', message: {} }),
    ).rejects.toMatchObject({
      category: 'unsupported',
      message: 'Signing typed data is not supported by Solana wallets in this kit.',
    });
  });
});
