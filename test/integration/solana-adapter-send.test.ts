/**
 * The Solana adapter's chain side against litesvm behind the JSON-RPC shim: SOL and SPL
 * balances and sends, token balances, signing and sending transactions with the send options,
 * and fee estimates. Every balance is read back from the chain.
 */
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
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import bs58 from 'bs58';
import { isUserRejection } from '@wallet-kit/runtime';
import type { SolanaAdapter } from '@wallet-kit/runtime/solana';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { confirmByPolling } from '@wallet-kit/local-stack/solana/confirm';
import { startSolanaRpc, type SolanaRpc } from '@wallet-kit/local-stack/solana/rpc-server';
import { createMint, mintTo } from '@wallet-kit/local-stack/solana/spl';
import {
  KeypairWallet,
  REJECTION_MESSAGE,
  type KeypairWalletOptions,
} from '@wallet-kit/local-stack/solana-wallet/scripted-wallet';
import { localSolanaNetwork, SOLANA_DEVNET } from '../fixtures/solana-wallet/networks.js';
import { createPages } from '../fixtures/solana-wallet/page.js';

const CONNECTOR_ID = 'wallet-standard:Test Solana Wallet';
const SOL = BigInt(LAMPORTS_PER_SOL);
/** Rent-exempt minimum of a 165-byte token account, what creating a receiver's account costs. */
let tokenAccountRent: bigint;
/** Rent-exempt minimum of an account without data: the least a SOL balance may be but 0. */
let accountMinimum: bigint;

let rpc: SolanaRpc;
let connection: Connection;
/** Pays for mints in set-up, so the wallet's own balance only moves by what the adapter does. */
const mintAuthority = Keypair.generate();
const pages = createPages();

beforeAll(async () => {
  rpc = await startSolanaRpc();
  connection = new Connection(rpc.url, 'confirmed');
  rpc.airdrop(mintAuthority.publicKey, 100n * SOL);
  tokenAccountRent = BigInt(await connection.getMinimumBalanceForRentExemption(165));
  accountMinimum = BigInt(await connection.getMinimumBalanceForRentExemption(0));
});
afterAll(() => rpc?.stop());
afterEach(() => pages.closeAll());

function devnet() {
  return localSolanaNetwork(SOLANA_DEVNET, rpc.url);
}

/** A connected adapter whose wallet holds `sol` SOL on the shim. */
async function connected(
  options: Partial<KeypairWalletOptions> & { sol?: bigint; confirmTimeoutMs?: number } = {},
): Promise<{ adapter: SolanaAdapter; wallet: KeypairWallet; address: string }> {
  const { sol = 10n, confirmTimeoutMs, ...walletOptions } = options;
  const wallet = new KeypairWallet({ rpcUrls: { 'solana:devnet': rpc.url }, ...walletOptions });
  if (sol > 0n) rpc.airdrop(wallet.publicKey, sol * SOL);
  const { adapter } = pages.open(wallet, { networks: [devnet()], confirmTimeoutMs });
  const { address } = await adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() });
  return { adapter, wallet, address };
}

const lamportsOf = async (key: PublicKey) => BigInt(await connection.getBalance(key));

async function feeOf(signature: string): Promise<bigint> {
  const transaction = await connection.getTransaction(signature, {
    maxSupportedTransactionVersion: 0,
  });
  if (!transaction?.meta) throw new Error(`no transaction ${signature}`);
  return BigInt(transaction.meta.fee);
}

async function tokenAmount(owner: PublicKey, mint: PublicKey): Promise<string | null> {
  const account = getAssociatedTokenAddressSync(mint, owner, true);
  if (!(await connection.getAccountInfo(account))) return null;
  return (await connection.getTokenAccountBalance(account)).value.amount;
}

/** A fresh mint with `amount` base units minted to `owner`. */
async function tokenHeldBy(owner: PublicKey, { decimals = 6, amount = 1_000_000_000n } = {}) {
  const mint = await createMint(connection, mintAuthority, { decimals });
  await mintTo(connection, mintAuthority, { mint, owner, amount, decimals });
  return mint;
}

/** A SOL transfer of more than the sender has: it fails when executed. */
async function overdrawingTransfer(from: PublicKey): Promise<Transaction> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  return new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({
      fromPubkey: from,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1000n * SOL,
    }),
  );
}

describe('SOL balance', () => {
  test('getBalance reads SOL over the network RPC, formatted with 9 decimals', async () => {
    const { adapter, wallet } = await connected({ sol: 0n });
    rpc.airdrop(wallet.publicKey, 1_500_000_001n);
    await expect(
      adapter.getBalance({ address: wallet.publicKey.toBase58(), network: devnet() }),
    ).resolves.toEqual({
      balance: '1.500000001',
      symbol: 'SOL',
    });
    expect(wallet.requests).toEqual(['standard:connect']);
  });

  test('getBalance refuses an address that is not 32 to 44 base58 characters', async () => {
    const { adapter } = await connected();
    for (const address of ['abc', '0x52908400098527886E0F7030069857D2E4169EE7', 'O'.repeat(40)]) {
      await expect(adapter.getBalance({ address, network: devnet() })).rejects.toThrow(
        `Invalid Solana address: ${address}`,
      );
    }
  });
});

describe('sendNative', () => {
  test('sendNative moves the exact amount; the sender pays the amount plus the fee', async () => {
    const { adapter, wallet } = await connected();
    const receiver = Keypair.generate().publicKey;
    const before = await lamportsOf(wallet.publicKey);

    const signature = await adapter.sendNative({ to: receiver.toBase58(), amount: '1.25' });

    const fee = await feeOf(signature);
    expect(fee).toBe(5000n);
    expect(await lamportsOf(receiver)).toBe(1_250_000_000n);
    expect(await lamportsOf(wallet.publicKey)).toBe(before - 1_250_000_000n - fee);
    const { value } = await connection.getSignatureStatuses([signature]);
    expect(value[0]).toMatchObject({ err: null });
  });

  test('sendNative refuses an invalid receiver address before asking the wallet', async () => {
    const { adapter, wallet } = await connected();
    await expect(adapter.sendNative({ to: 'not-an-address', amount: '1' })).rejects.toThrow(
      'Invalid Solana receiver address: not-an-address',
    );
    expect(wallet.requests).toEqual(['standard:connect']);
  });

  test('sendNative refuses a zero, negative or over-precise amount before asking the wallet', async () => {
    const { adapter, wallet } = await connected();
    const to = Keypair.generate().publicKey.toBase58();
    await expect(adapter.sendNative({ to, amount: '0' })).rejects.toThrow(
      'Invalid amount: 0 must be greater than 0',
    );
    await expect(adapter.sendNative({ to, amount: '-1' })).rejects.toThrow('Invalid amount: -1');
    await expect(adapter.sendNative({ to, amount: '0.0000000001' })).rejects.toThrow(
      'Invalid amount: 0.0000000001 has more than 9 decimals',
    );
    expect(wallet.requests).toEqual(['standard:connect']);
  });

  test('a send the visitor declines rejects with code 4001 and moves nothing', async () => {
    const { adapter, wallet } = await connected();
    const receiver = Keypair.generate().publicKey;
    wallet.rejectNextRequest();
    const error = await adapter
      .sendNative({ to: receiver.toBase58(), amount: '1' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 4001, message: REJECTION_MESSAGE });
    expect(isUserRejection(error)).toBe(true);
    expect(await lamportsOf(receiver)).toBe(0n);
  });

  test('a send that never lands fails once its blockhash has expired', async () => {
    const { adapter, wallet } = await connected();
    wallet.dropNextSend();
    const sending = adapter.sendNative({
      to: Keypair.generate().publicKey.toBase58(),
      amount: '1',
    });
    await expect.poll(() => wallet.sendInputs.length).toBe(1);
    rpc.advanceSlots(200);
    await expect(sending).rejects.toThrow(/expired before it was confirmed/);
  });

  test('sendNative without a connected wallet fails with a clear error', async () => {
    const wallet = new KeypairWallet({ rpcUrls: { 'solana:devnet': rpc.url } });
    const { adapter } = pages.open(wallet, { networks: [devnet()] });
    await expect(
      adapter.sendNative({ to: wallet.publicKey.toBase58(), amount: '1' }),
    ).rejects.toThrow('No solana wallet is connected');
  });
});

describe('sendToken', () => {
  test("sendToken moves the tokens and creates the receiver's associated token account", async () => {
    const { adapter, wallet } = await connected();
    const mint = await tokenHeldBy(wallet.publicKey);
    const receiver = Keypair.generate().publicKey;
    expect(await tokenAmount(receiver, mint)).toBeNull();
    const solBefore = await lamportsOf(wallet.publicKey);

    const signature = await adapter.sendToken({
      mint: mint.toBase58(),
      to: receiver.toBase58(),
      amount: '12.5',
    });

    expect(await tokenAmount(receiver, mint)).toBe('12500000');
    expect(await tokenAmount(wallet.publicKey, mint)).toBe('987500000');
    // The sender paid the fee and the new account's rent.
    expect(await lamportsOf(wallet.publicKey)).toBe(
      solBefore - (await feeOf(signature)) - tokenAccountRent,
    );
  });

  test('sendToken to a receiver that already holds the token creates no account', async () => {
    const { adapter, wallet } = await connected();
    const mint = await tokenHeldBy(wallet.publicKey);
    const receiver = Keypair.generate().publicKey;
    await mintTo(connection, mintAuthority, { mint, owner: receiver, amount: 1n, decimals: 6 });
    const solBefore = await lamportsOf(wallet.publicKey);

    const signature = await adapter.sendToken({
      mint: mint.toBase58(),
      to: receiver.toBase58(),
      amount: '0.000002',
    });

    expect(await tokenAmount(receiver, mint)).toBe('3');
    expect(await lamportsOf(wallet.publicKey)).toBe(solBefore - (await feeOf(signature)));
  });

  test('sendToken refuses more tokens than the sender holds before asking the wallet', async () => {
    const { adapter, wallet } = await connected();
    const mint = await tokenHeldBy(wallet.publicKey, { amount: 5_000_000n });
    const to = Keypair.generate().publicKey.toBase58();
    await expect(
      adapter.sendToken({ mint: mint.toBase58(), to, amount: '5.000001' }),
    ).rejects.toThrow('Insufficient token balance');
    expect(wallet.requests).toEqual(['standard:connect']);
  });

  test('sendToken refuses an amount with more decimals than the mint has', async () => {
    const { adapter } = await connected();
    const mint = await tokenHeldBy((await connected()).wallet.publicKey, { decimals: 2 });
    await expect(
      adapter.sendToken({
        mint: mint.toBase58(),
        to: Keypair.generate().publicKey.toBase58(),
        amount: '1.001',
      }),
    ).rejects.toThrow('Invalid amount: 1.001 has more than 2 decimals');
  });

  test('sendToken with an address that is not a token mint fails with a clear error', async () => {
    const { adapter, wallet } = await connected();
    const notMint = wallet.publicKey.toBase58();
    await expect(
      adapter.sendToken({
        mint: notMint,
        to: Keypair.generate().publicKey.toBase58(),
        amount: '1',
      }),
    ).rejects.toThrow(`${notMint} is not an SPL token mint on this network`);
  });

  test('sendToken refuses an invalid mint or receiver address', async () => {
    const { adapter } = await connected();
    const valid = Keypair.generate().publicKey.toBase58();
    await expect(adapter.sendToken({ mint: 'bad-mint', to: valid, amount: '1' })).rejects.toThrow(
      'Invalid Solana token mint address: bad-mint',
    );
    await expect(adapter.sendToken({ mint: valid, to: 'bad-to', amount: '1' })).rejects.toThrow(
      'Invalid Solana receiver address: bad-to',
    );
  });
});

/**
 * A provider that signs and sends the way the embedded wallet's frame does: it decodes the
 * base58 transaction, signs it with its own key and sends it over the network's RPC.
 */
function signingProvider(key: Keypair) {
  const asked: string[] = [];
  return {
    asked,
    async request({ method, params }: { method: string; params?: unknown }) {
      asked.push(method);
      const { transaction, pubkey } = params as { transaction: string; pubkey: string };
      if (pubkey !== key.publicKey.toBase58()) throw new Error('not this key');
      const signed = VersionedTransaction.deserialize(bs58.decode(transaction));
      signed.sign([key]);
      return { signature: await connection.sendRawTransaction(signed.serialize()) };
    },
  };
}

describe('transfers signed through another provider (the embedded wallet)', () => {
  test('SOL and SPL sends built by the adapter are signed by that provider and land; the fee estimate matches', async () => {
    const { adapter } = await connected({ sol: 0n });
    const key = Keypair.generate();
    rpc.airdrop(key.publicKey, 5n * SOL);
    const mint = await tokenHeldBy(key.publicKey);
    const provider = signingProvider(key);
    const through = adapter.transfersThrough!(provider, () => ({
      address: key.publicKey.toBase58(),
      network: devnet(),
    }));
    const receiver = Keypair.generate().publicKey;

    const fee = await through.estimateFee({ to: receiver.toBase58(), amount: '1.25' });
    const before = await lamportsOf(key.publicKey);
    const signature = await through.sendNative({ to: receiver.toBase58(), amount: '1.25' });
    expect(await lamportsOf(receiver)).toBe(1_250_000_000n);
    expect(await lamportsOf(key.publicKey)).toBe(
      before - 1_250_000_000n - (await feeOf(signature)),
    );
    expect(fee).toMatchObject({ fee: '0.000005', symbol: 'SOL' });

    await through.sendToken({ token: mint.toBase58(), to: receiver.toBase58(), amount: '3' });
    expect(await tokenAmount(receiver, mint)).toBe('3000000');
    expect(provider.asked).toEqual([
      'solana_signAndSendTransaction',
      'solana_signAndSendTransaction',
    ]);
  });
});

describe('getTokenBalances', () => {
  test('getTokenBalances lists each SPL token held in the kit token balance shape', async () => {
    const { adapter, wallet } = await connected();
    const usdc = await tokenHeldBy(wallet.publicKey, { decimals: 6, amount: 1_234_500_000n });
    const other = await tokenHeldBy(wallet.publicKey, { decimals: 9, amount: 7n });

    const balances = await adapter.getTokenBalances({
      address: wallet.publicKey.toBase58(),
      network: devnet(),
    });

    expect(balances).toHaveLength(2);
    expect(balances).toEqual(
      expect.arrayContaining([
        {
          chainId: SOLANA_DEVNET,
          address: usdc.toBase58(),
          quantity: { decimals: '6', numeric: '1234.5' },
        },
        {
          chainId: SOLANA_DEVNET,
          address: other.toBase58(),
          quantity: { decimals: '9', numeric: '0.000000007' },
        },
      ]),
    );
  });

  test('getTokenBalances drops tokens with decimals "0"', async () => {
    const { adapter, wallet } = await connected();
    const kept = await tokenHeldBy(wallet.publicKey, { decimals: 2, amount: 100n });
    await tokenHeldBy(wallet.publicKey, { decimals: 0, amount: 100n });
    const balances = await adapter.getTokenBalances({
      address: wallet.publicKey.toBase58(),
      network: devnet(),
    });
    expect(balances.map((balance) => balance.address)).toEqual([kept.toBase58()]);
  });

  test('getTokenBalances leaves out token accounts that are empty', async () => {
    const { adapter, wallet } = await connected();
    const mint = await tokenHeldBy(wallet.publicKey, { decimals: 6, amount: 1_000_000n });
    await adapter.sendToken({
      mint: mint.toBase58(),
      to: Keypair.generate().publicKey.toBase58(),
      amount: '1',
    });
    expect(await tokenAmount(wallet.publicKey, mint)).toBe('0');
    await expect(
      adapter.getTokenBalances({ address: wallet.publicKey.toBase58(), network: devnet() }),
    ).resolves.toEqual([]);
  });

  test('getTokenBalances names configured mints with the configured symbol and shows them at 0 when not held', async () => {
    const { adapter, wallet } = await connected();
    const held = await tokenHeldBy(wallet.publicKey, { decimals: 6, amount: 2_500_000n });
    const notHeld = Keypair.generate().publicKey.toBase58();
    const balances = await adapter.getTokenBalances({
      address: wallet.publicKey.toBase58(),
      network: devnet(),
      tokens: [
        { address: held.toBase58(), symbol: 'DEMOSPL', decimals: 6, name: 'Demo SPL' },
        { address: notHeld, symbol: 'NONE', decimals: 9 },
        {
          address: Keypair.generate().publicKey.toBase58(),
          symbol: 'KNOWN',
          decimals: 6,
          known: true,
        },
      ],
    });
    expect(balances).toEqual([
      {
        name: 'Demo SPL',
        symbol: 'DEMOSPL',
        chainId: SOLANA_DEVNET,
        address: held.toBase58(),
        quantity: { decimals: '6', numeric: '2.5' },
      },
      {
        symbol: 'NONE',
        chainId: SOLANA_DEVNET,
        address: notHeld,
        quantity: { decimals: '9', numeric: '0' },
      },
    ]);
  });

  test('getTokenBalances refuses an invalid address', async () => {
    const { adapter } = await connected();
    await expect(adapter.getTokenBalances({ address: 'nope', network: devnet() })).rejects.toThrow(
      'Invalid Solana address: nope',
    );
  });
});

describe('signing and sending transactions', () => {
  test('signAndSendTransaction hands the send options and the cluster to the wallet', async () => {
    const { adapter, wallet, address } = await connected();
    const transaction = await overdrawingTransfer(new PublicKey(address));
    const options = {
      skipPreflight: true,
      preflightCommitment: 'processed',
      maxRetries: 3,
      minContextSlot: 1,
    } as const;

    const signature = await adapter.signAndSendTransaction(transaction, options);

    expect(wallet.sendInputs[0]).toMatchObject({ chain: 'solana:devnet', options });
    // skipPreflight reached the node: the failing transaction landed, failed, and paid its fee.
    const status = await connection.getSignatureStatuses([signature]);
    expect(status.value[0]?.err).not.toBeNull();
  });

  test('signAndSendTransaction without skipPreflight is refused by the preflight simulation', async () => {
    const { adapter, address } = await connected();
    const transaction = await overdrawingTransfer(new PublicKey(address));
    await expect(adapter.signAndSendTransaction(transaction)).rejects.toBeInstanceOf(
      SendTransactionError,
    );
  });

  test('a wallet without solana:signAndSendTransaction signs, and the adapter sends with the same options', async () => {
    const { adapter, wallet, address } = await connected({
      without: ['solana:signAndSendTransaction'],
    });
    const transaction = await overdrawingTransfer(new PublicKey(address));

    const signature = await adapter.signAndSendTransaction(transaction, { skipPreflight: true });

    expect(wallet.requests).toEqual(['standard:connect', 'solana:signTransaction']);
    const status = await connection.getSignatureStatuses([signature]);
    expect(status.value[0]?.err).not.toBeNull();
  });

  test('a signAndSendTransaction the visitor declines rejects with code 4001', async () => {
    const { adapter, wallet, address } = await connected();
    wallet.rejectNextRequest();
    const transaction = await overdrawingTransfer(new PublicKey(address));
    await expect(adapter.signAndSendTransaction(transaction)).rejects.toMatchObject({ code: 4001 });
  });

  test('signTransaction returns a legacy transaction signed by the connected account', async () => {
    const { adapter, address } = await connected();
    const receiver = Keypair.generate().publicKey;
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const transaction = new Transaction({
      feePayer: new PublicKey(address),
      blockhash,
      lastValidBlockHeight,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(address),
        toPubkey: receiver,
        lamports: SOL,
      }),
    );

    const signed = await adapter.signTransaction(transaction);

    expect(signed).toBeInstanceOf(Transaction);
    expect(signed.verifySignatures()).toBe(true);
    // The signed transaction is valid on chain.
    const signature = await connection.sendRawTransaction(signed.serialize());
    await confirmByPolling(connection, signature, { lastValidBlockHeight });
    expect(await lamportsOf(receiver)).toBe(SOL);
  });

  test('signAllTransactions signs versioned transactions in one wallet request', async () => {
    const { adapter, wallet, address } = await connected();
    const payer = new PublicKey(address);
    const { blockhash } = await connection.getLatestBlockhash();
    const versioned = [1n, 2n].map(
      (lamports) =>
        new VersionedTransaction(
          new TransactionMessage({
            payerKey: payer,
            recentBlockhash: blockhash,
            instructions: [
              SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports }),
            ],
          }).compileToV0Message(),
        ),
    );

    const signed = await adapter.signAllTransactions(versioned);

    expect(wallet.requests.filter((method) => method === 'solana:signTransaction')).toHaveLength(1);
    expect(signed).toHaveLength(2);
    for (const transaction of signed) {
      expect(transaction).toBeInstanceOf(VersionedTransaction);
      expect(transaction.signatures[0]?.some((byte) => byte !== 0)).toBe(true);
    }
    const { value } = await connection.simulateTransaction(signed[1]!, { sigVerify: true });
    expect(value.err).toBeNull();
  });
});

describe('estimateFee', () => {
  test('estimateFee reports the network fee of a SOL send and the minimum balance, read from the node, and a send to the sender itself', async () => {
    const { adapter, address } = await connected();
    await expect(adapter.estimateFee({ to: address, amount: '1' })).resolves.toEqual({
      fee: '0.000005',
      symbol: 'SOL',
      minimumBalance: (Number(accountMinimum) / LAMPORTS_PER_SOL).toString(),
      receiverIsSender: true,
    });
  });

  test('estimateFee of a SOL send to an address that holds nothing says the receiver is new', async () => {
    const { adapter } = await connected();
    await expect(
      adapter.estimateFee({ to: Keypair.generate().publicKey.toBase58(), amount: '1' }),
    ).resolves.toEqual({
      fee: '0.000005',
      symbol: 'SOL',
      minimumBalance: (Number(accountMinimum) / LAMPORTS_PER_SOL).toString(),
      receiverIsNew: true,
    });
  });

  test("estimateFee of a token send to a new receiver adds the receiver account's rent", async () => {
    const { adapter, wallet } = await connected();
    const mint = await tokenHeldBy(wallet.publicKey);
    const estimate = await adapter.estimateFee({
      mint: mint.toBase58(),
      to: Keypair.generate().publicKey.toBase58(),
      amount: '1',
    });
    expect(estimate).toEqual({
      fee: '0.000005',
      symbol: 'SOL',
      accountRent: (Number(tokenAccountRent) / LAMPORTS_PER_SOL).toString(),
      minimumBalance: (Number(accountMinimum) / LAMPORTS_PER_SOL).toString(),
    });
  });
});
