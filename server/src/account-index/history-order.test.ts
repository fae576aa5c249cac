/**
 * The order of an account's history when block times tie (they are whole seconds): newest first
 * by block time, then the chain's own order (block, then index in the block), the same on both
 * databases the index runs on, and kept across pages even when a page ends inside one block.
 * Real anvil (blocks mined by hand, so one holds many transactions) and the local Solana VM
 * (slots of an hour, so one holds many transactions).
 */
import { startPostgres, type PostgresServer } from '@wallet-kit/local-stack/postgres';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { deployDemoToken } from '@wallet-kit/local-stack/erc20/deploy';
import { sendAndConfirm } from '@wallet-kit/local-stack/solana/confirm';
import { startSolanaRpc, type SolanaRpc } from '@wallet-kit/local-stack/solana/rpc-server';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseGwei,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import {
  accountIndexStoreOver,
  createAccountIndexHandler,
  createAccountIndexer,
  createEip155Network,
  createEip155Scanner,
  createSolanaNetwork,
  HISTORY_PAGE_SIZE,
  migrateAccountIndex,
  type AccountIndexDatabase,
  type AccountIndexStore,
  type IndexedNetwork,
} from './index.js';

const EIP155 = 'eip155:31337';
const SOLANA = 'solana:localchain000000000000000000';
const funder = ANVIL_ACCOUNTS[0].address as Address;
/** More than a page, so one page ends inside the block or slot. */
const IN_ONE_BLOCK = HISTORY_PAGE_SIZE + 5;

let postgres: PostgresServer;
let anvil: AnvilNode;
let solana: SolanaRpc;
let token: Address;

beforeAll(async () => {
  [postgres, anvil, solana] = await Promise.all([
    startPostgres(),
    startAnvil(),
    // Slots of an hour: everything sent lands in one slot, and so in one second, unless a test
    // moves the clock on.
    startSolanaRpc({ slotMs: 3_600_000 }),
  ]);
  token = await deployDemoToken({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, from: funder! });
}, 60_000);
afterAll(async () => {
  await Promise.allSettled([postgres?.stop(), anvil?.stop(), solana?.stop()]);
});

const databases = [
  { name: 'PGlite', open: async () => ({}) },
  {
    name: 'PostgreSQL',
    open: async () => ({ databaseUrl: await postgres.createDatabase('order_test') }),
  },
];

/** Every page of the account's history, followed by cursor: the ids in the order given. */
async function wholeHistory(network: IndexedNetwork, store: AccountIndexStore, account: string) {
  const handler = createAccountIndexHandler({
    basePath: '',
    store,
    // These tests are about order, not how long a request waits for the chain.
    freshnessMs: 60_000,
    networks: [network],
  });
  const ids: string[] = [];
  const pageSizes: number[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? '' : `&cursor=${cursor}`;
    const response = await handler(
      new Request(
        `http://index.test/v1/account/${account}/history?chainId=${network.caipNetworkId}${query}`,
      ),
    );
    const body = (await response!.json()) as { data: Array<{ id: string }>; next: string | null };
    ids.push(...body.data.map((item) => item.id));
    pageSizes.push(body.data.length);
    cursor = body.next;
  } while (cursor !== null);
  return { ids, pageSizes };
}

describe.each(databases)('history order on $name', ({ open }) => {
  let store: AccountIndexStore;
  beforeAll(async () => {
    const { db } = await openDatabase<AccountIndexDatabase>(await open());
    await migrateAccountIndex(db);
    store = accountIndexStoreOver(db);
  }, 60_000);
  afterAll(() => store?.close());

  it('transactions of one eip155 block are listed by their index in it, across a page boundary inside the block', async () => {
    const visitor = privateKeyToAccount(generatePrivateKey()).address;
    // The deployer holds the token; signed here, numbered here, so all wait for one block.
    const sender = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey as Hex);
    const wallet = createWalletClient({ account: sender, transport: http(anvil.rpcUrl) });
    const reader = createPublicClient({ transport: http(anvil.rpcUrl) });
    const firstNonce = await reader.getTransactionCount({ address: sender.address });
    const fees = { maxFeePerGas: parseGwei('100'), maxPriorityFeePerGas: parseGwei('1') };
    const hashes: Hex[] = [];
    await reader.request({ method: 'evm_setAutomine' as never, params: [false] as never });
    try {
      for (let i = 0; i < IN_ONE_BLOCK; i++) {
        const common = { nonce: firstNonce + i, chain: null, ...fees };
        hashes.push(
          i % 3 === 0
            ? await wallet.writeContract({
                address: token,
                abi: erc20Abi,
                functionName: 'transfer',
                args: [visitor, parseUnits(String(i + 1), 18)],
                gas: 100_000n,
                ...common,
              })
            : await wallet.sendTransaction({
                to: visitor,
                value: parseEther(`0.00${i + 1}`),
                gas: 21_000n,
                ...common,
              }),
        );
      }
      await reader.request({ method: 'evm_mine' as never });
    } finally {
      await reader.request({ method: 'evm_setAutomine' as never, params: [true] as never });
    }
    const receipts = await Promise.all(
      hashes.map((hash) => reader.getTransactionReceipt({ hash })),
    );
    expect(new Set(receipts.map((receipt) => receipt.blockNumber)).size).toBe(1);
    const chainOrder = [...receipts]
      .sort((a, b) => b.transactionIndex - a.transactionIndex)
      .map((receipt) => receipt.transactionHash);

    const indexer = createAccountIndexer({
      store,
      chains: [
        {
          caipNetworkId: EIP155,
          scanner: createEip155Scanner({ caipNetworkId: EIP155, rpcUrl: anvil.rpcUrl }),
        },
      ],
    });
    const network = createEip155Network({
      caipNetworkId: EIP155,
      rpcUrl: anvil.rpcUrl,
      indexer,
      store,
    });
    const { ids, pageSizes } = await wholeHistory(network, store, visitor.toLowerCase());
    expect(pageSizes).toEqual([HISTORY_PAGE_SIZE, IN_ONE_BLOCK - HISTORY_PAGE_SIZE]);
    expect(ids).toEqual(chainOrder);
  }, 120_000);

  describe('Solana', () => {
    const connection = () => new Connection(solana.url, 'confirmed');
    const network = () => createSolanaNetwork({ caipNetworkId: SOLANA, rpcUrl: solana.url, store });

    /** Accounts with SOL to send from, funded in a slot before the ones the test looks at. */
    function funded(count: number): Keypair[] {
      const senders = Array.from({ length: count }, () => Keypair.generate());
      for (const sender of senders) solana.airdrop(sender.publicKey, 2n * BigInt(LAMPORTS_PER_SOL));
      solana.advanceSlots(1);
      return senders;
    }

    async function send(from: Keypair, to: Keypair, lamports: number) {
      return sendAndConfirm(
        connection(),
        new Transaction().add(
          SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to.publicKey, lamports }),
        ),
        [from],
      );
    }

    /** The slots the signatures landed in, as the node reports them. */
    async function slotsOf(signatures: string[]) {
      const statuses = await connection().getSignatureStatuses(signatures);
      return new Set(statuses.value.map((status) => status?.slot));
    }

    it('transactions of one slot are listed by their index in its block, across a page boundary inside the slot', async () => {
      const [sender] = funded(1);
      const visitor = Keypair.generate();
      const sent: string[] = [];
      // Distinct amounts, so no two transactions are the same (same signature).
      for (let i = 0; i < IN_ONE_BLOCK; i++)
        sent.push(await send(sender!, visitor, 0.01 * LAMPORTS_PER_SOL + i));
      expect((await slotsOf(sent)).size).toBe(1);

      const { ids, pageSizes } = await wholeHistory(network(), store, visitor.publicKey.toBase58());
      expect(pageSizes).toEqual([HISTORY_PAGE_SIZE, IN_ONE_BLOCK - HISTORY_PAGE_SIZE]);
      expect(ids).toEqual([...sent].reverse());
    }, 120_000);

    it("a transaction kept first by its sender's refresh, alone in the slot for the sender, takes its place in the receiver's history", async () => {
      const senders = funded(6);
      const visitor = Keypair.generate();
      const sent: string[] = [];
      for (const [i, sender] of senders.entries())
        sent.push(await send(sender, visitor, 0.01 * LAMPORTS_PER_SOL + i));
      expect((await slotsOf(sent)).size).toBe(1);
      // Each sender's history is read first: for each, the slot holds one of its transactions,
      // so its block is not read and the transfer row is kept without its index.
      for (const sender of senders)
        expect((await wholeHistory(network(), store, sender.publicKey.toBase58())).ids).toContain(
          sent[senders.indexOf(sender)],
        );

      const { ids } = await wholeHistory(network(), store, visitor.publicKey.toBase58());
      expect(ids).toEqual([...sent].reverse());
    }, 120_000);
  });
});
