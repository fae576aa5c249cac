/**
 * Solana's rent rules against the Send form, on litesvm behind the JSON-RPC shim with a kit
 * connected to a Wallet Standard test wallet. Each send the node refuses for rent ("insufficient
 * funds for rent") is first sent straight to the node to show that it really is refused there,
 * then tried through the kit's Send form, which must refuse it itself before the wallet is asked,
 * saying why and what would pass; what it suggests is then sent and lands.
 */
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createWalletKit } from '@wallet-kit/runtime';
import { createSolanaAdapter } from '@wallet-kit/runtime/solana';
import { parseConfig } from '@wallet-kit/schemas';
import { startSolanaRpc, type SolanaRpc } from '@wallet-kit/local-stack/solana/rpc-server';
import { createMint, mintTo } from '@wallet-kit/local-stack/solana/spl';
import { KeypairWallet } from '@wallet-kit/local-stack/solana-wallet/scripted-wallet';
import { balancesFeature } from '../../runtime/src/core/balances/balances.js';
import { sendFeature } from '../../runtime/src/core/send/send.js';
import { localSolanaNetwork, SOLANA_DEVNET } from '../fixtures/solana-wallet/networks.js';
import { createWalletWindow, installWallet } from '../fixtures/solana-wallet/register.js';
import { MemoryStorage } from '../../runtime/src/core/testing/test-support.js';
import { startAndConnect } from '../fixtures/connect-discovered.js';

const CONNECTOR_ID = 'wallet-standard:Test Solana Wallet';
const SOL = BigInt(LAMPORTS_PER_SOL);
/** One signature's fee on the shim. */
const FEE = 5000n;
const SIGN_AND_SEND = 'solana:signAndSendTransaction';

let rpc: SolanaRpc;
let connection: Connection;
/** The rent-exempt minimum of an account without data, as the node says. */
let minimum: bigint;
/** An account that already holds SOL: sending to it is never refused for the receiver's sake. */
const funded = Keypair.generate().publicKey;
/** Pays for the token set-up, so the wallets' SOL only moves by what the sends do. */
const mintAuthority = Keypair.generate();
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  rpc = await startSolanaRpc();
  connection = new Connection(rpc.url, 'confirmed');
  minimum = BigInt(await connection.getMinimumBalanceForRentExemption(0));
  rpc.airdrop(funded, SOL);
  rpc.airdrop(mintAuthority.publicKey, 10n * SOL);
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});
afterAll(() => rpc?.stop());

const sol = (lamports: bigint) => {
  const whole = lamports / SOL;
  const fraction = (lamports % SOL).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
};
const lamportsOf = async (key: PublicKey) => BigInt(await connection.getBalance(key));

/** A kit connected to a test wallet holding `lamports`, its Send form on SOL. */
async function connectedKit(lamports: bigint) {
  const network = localSolanaNetwork(SOLANA_DEVNET, rpc.url);
  const parsed = parseConfig({
    projectId: 'test',
    metadata: { name: 'Solana rent test', url: 'http://127.0.0.1:5173' },
    networks: [network],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const keypair = Keypair.generate();
  const wallet = new KeypairWallet({ rpcUrls: { 'solana:devnet': rpc.url }, keypair });
  rpc.airdrop(wallet.publicKey, lamports);
  const win = createWalletWindow();
  cleanups.push(installWallet(win, wallet));
  const kit = createWalletKit(parsed.config, [createSolanaAdapter({ window: win })], {
    storage: new MemoryStorage(),
  });
  cleanups.push(() => kit.destroy());
  await startAndConnect(kit, CONNECTOR_ID);
  const send = kit.feature(sendFeature);
  send.setToken({
    symbol: 'SOL',
    chainId: network.caipNetworkId,
    quantity: { decimals: '9', numeric: sol(await lamportsOf(keypair.publicKey)) },
  });
  return { kit, wallet, keypair, send };
}

/** The same SOL transfer signed with the keypair and sent straight to the node. */
async function sentToNode(from: Keypair, to: PublicKey, lamports: bigint) {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const transaction = new Transaction({
    feePayer: from.publicKey,
    blockhash,
    lastValidBlockHeight,
  }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));
  transaction.sign(from);
  return connection.sendRawTransaction(transaction.serialize());
}

describe('a SOL send must leave the sender nothing or at least the rent-exempt minimum', () => {
  test('leaving less than the minimum fails at the node; the form refuses it before the wallet is asked and names what passes', async () => {
    const { send, wallet, keypair } = await connectedKit(SOL);
    const tooMuch = SOL - FEE - 1000n;
    await expect(sentToNode(keypair, funded, tooMuch)).rejects.toThrow(
      /insufficient funds for rent/,
    );

    send.setAmount(sol(tooMuch));
    send.setReceiver(funded.toBase58());
    await expect(send.send()).resolves.toBeUndefined();

    const most = SOL - FEE - minimum;
    expect(send.store.getState().error).toBe(
      `This would leave less than ${sol(minimum)} SOL, which the network does not allow. ` +
        `Send at most ${sol(most)} SOL, or use Max to send everything.`,
    );
    expect(wallet.requests).not.toContain(SIGN_AND_SEND);
    expect(await lamportsOf(keypair.publicKey)).toBe(SOL);

    // What the message names lands, leaving exactly the minimum.
    send.setAmount(sol(most));
    await expect(send.send()).resolves.toEqual(expect.any(String));
    expect(await lamportsOf(keypair.publicKey)).toBe(minimum);
  });

  test('a send to the sender itself only costs the fee: an amount the node allows is not refused for the remainder', async () => {
    // The node judges the account's balance after the transaction: the amount comes back, so
    // only the fee leaves it.
    const other = Keypair.generate();
    rpc.airdrop(other.publicKey, SOL);
    const nearlyAll = SOL - FEE - 1000n;
    await expect(sentToNode(other, other.publicKey, nearlyAll)).resolves.toEqual(
      expect.any(String),
    );

    const { send, keypair } = await connectedKit(SOL);
    send.setAmount(sol(nearlyAll));
    send.setReceiver(keypair.publicKey.toBase58());
    await expect(send.send()).resolves.toEqual(expect.any(String));
    expect(send.store.getState().error).toBeUndefined();
    expect(await lamportsOf(keypair.publicKey)).toBe(SOL - FEE);
  });

  test('a send to the sender itself is refused when the fee alone would leave less than the minimum', async () => {
    const other = Keypair.generate();
    rpc.airdrop(other.publicKey, minimum + 1000n);
    await expect(sentToNode(other, other.publicKey, 1000n)).rejects.toThrow(
      /insufficient funds for rent/,
    );

    const { send, wallet, keypair } = await connectedKit(minimum + 1000n);
    send.setAmount(sol(1000n));
    send.setReceiver(keypair.publicKey.toBase58());
    await expect(send.send()).resolves.toBeUndefined();
    expect(send.store.getState().error).toBe(
      `After the network fee (≈ ${sol(FEE)} SOL) less than ${sol(minimum)} SOL would be left, ` +
        'which the network does not allow.',
    );
    expect(wallet.requests).not.toContain(SIGN_AND_SEND);
  });

  test('Max sends everything: the account is left at 0, which the node allows', async () => {
    const { send, keypair } = await connectedKit(SOL);
    send.setReceiver(funded.toBase58());
    await send.fillMax();
    expect(send.store.getState().sendTokenAmount).toBe(sol(SOL - FEE));
    await expect(send.send()).resolves.toEqual(expect.any(String));
    expect(await lamportsOf(keypair.publicKey)).toBe(0n);
  });
});

describe('a SOL send to an address with no account must carry at least the rent-exempt minimum', () => {
  test('less than the minimum to a new address fails at the node; the form refuses it before the wallet is asked', async () => {
    const { send, wallet, keypair } = await connectedKit(SOL);
    const receiver = Keypair.generate().publicKey;
    await expect(sentToNode(keypair, receiver, minimum - 1n)).rejects.toThrow(
      /insufficient funds for rent/,
    );

    send.setAmount(sol(minimum - 1n));
    send.setReceiver(receiver.toBase58());
    await expect(send.send()).resolves.toBeUndefined();

    expect(send.store.getState().error).toBe(
      `This address holds nothing yet, and a new account must receive at least ${sol(minimum)} SOL.`,
    );
    expect(wallet.requests).not.toContain(SIGN_AND_SEND);
    expect(await lamportsOf(receiver)).toBe(0n);

    send.setAmount(sol(minimum));
    await expect(send.send()).resolves.toEqual(expect.any(String));
    expect(await lamportsOf(receiver)).toBe(minimum);
  });

  test('a small amount to an address that already holds SOL is sent', async () => {
    const { send } = await connectedKit(SOL);
    const before = await lamportsOf(funded);
    send.setAmount(sol(1000n));
    send.setReceiver(funded.toBase58());
    await expect(send.send()).resolves.toEqual(expect.any(String));
    expect(await lamportsOf(funded)).toBe(before + 1000n);
  });
});

describe("a token send must leave the sender's SOL at 0 or at least the rent-exempt minimum", () => {
  const DECIMALS = 6;

  /** A kit whose wallet holds `lamports` and 1000 of a fresh token; the funded account holds some too. */
  async function withToken(lamports: bigint) {
    const mint = await createMint(connection, mintAuthority, { decimals: DECIMALS });
    const kit = await connectedKit(lamports);
    for (const owner of [kit.keypair.publicKey, funded]) {
      await mintTo(connection, mintAuthority, { mint, owner, amount: 1000n, decimals: DECIMALS });
    }
    const balances = kit.kit.feature(balancesFeature);
    await balances.fetch({ fresh: true });
    const token = balances.store
      .getState()
      .tokenBalances.find((b) => b.address === mint.toBase58());
    if (!token) throw new Error('the token balance was not read');
    kit.send.setToken(token);
    return { ...kit, mint };
  }

  /** The token transfer signed with the keypair and sent straight to the node. */
  async function tokenSentToNode(from: Keypair, mint: PublicKey, to: PublicKey) {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const transaction = new Transaction({
      feePayer: from.publicKey,
      blockhash,
      lastValidBlockHeight,
    }).add(
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(mint, from.publicKey),
        mint,
        getAssociatedTokenAddressSync(mint, to),
        from.publicKey,
        1n,
        DECIMALS,
      ),
    );
    transaction.sign(from);
    return connection.sendRawTransaction(transaction.serialize());
  }

  test('a fee that leaves less than the minimum fails at the node; the form refuses it before the wallet is asked', async () => {
    // No account can hold less than the minimum (but more than 0): this one holds a little
    // more, and the fee takes it below.
    const { send, wallet, keypair, mint } = await withToken(minimum + 1000n);
    await expect(tokenSentToNode(keypair, mint, funded)).rejects.toThrow(
      /insufficient funds for rent/,
    );

    send.setAmount('0.000001');
    send.setReceiver(funded.toBase58());
    await expect(send.send()).resolves.toBeUndefined();

    expect(send.store.getState().error).toBe(
      `After the network fee (≈ ${sol(FEE)} SOL) less than ${sol(minimum)} SOL would be left, ` +
        'which the network does not allow.',
    );
    expect(wallet.requests).not.toContain(SIGN_AND_SEND);
    expect(await lamportsOf(keypair.publicKey)).toBe(minimum + 1000n);
  });

  test("a fee and a new token account's rent that take all the SOL are sent: the node allows an empty account", async () => {
    const tokenAccountRent = BigInt(await connection.getMinimumBalanceForRentExemption(165));
    const { send, keypair } = await withToken(FEE + tokenAccountRent);
    send.setAmount('0.000001');
    send.setReceiver(Keypair.generate().publicKey.toBase58());
    await expect(send.send()).resolves.toEqual(expect.any(String));
    expect(await lamportsOf(keypair.publicKey)).toBe(0n);
  });
});
