/**
 * The account index against a real anvil node: transfers sent by other accounts show in the
 * visitor's history and holdings, pages follow each other without gaps, a reorganised chain is
 * read again, two indexers on one database write each transfer once, look-alike zero transfers
 * are left out, and a chain that stops answering delays an answer by no more than the bound.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
  parseEther,
  parseUnits,
  type Address,
  type LocalAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { deployDemoToken } from '@wallet-kit/local-stack/erc20/deploy';
import { PgliteDialect } from '../db/pglite-dialect.js';
import { openPglite } from '../db/pglite-template.js';
import {
  accountIndexStoreOver,
  createAccountIndexHandler,
  createAccountIndexer,
  createEip155Network,
  createEip155Scanner,
  HISTORY_PAGE_SIZE,
  migrateAccountIndex,
  type AccountIndexDatabase,
  type AccountIndexStore,
} from './index.js';

const [funder, other] = ANVIL_ACCOUNTS.map((account) => account.address as Address);
const CHAIN = 'eip155:31337';

interface HistoryAnswer {
  data: Array<{
    id: string;
    metadata: { operationType: string; status: string; sentFrom: string; sentTo: string };
    transfers: Array<{
      direction: string;
      fungible_info: { symbol: string };
      quantity: { numeric: string };
    }>;
  }>;
  next: string | null;
}

let anvil: AnvilNode;
let token: Address;
/** The test's own accounts sign locally; anvil's dev accounts are signed for by the node. */
const visitors = new Map<Address, LocalAccount>();

beforeAll(async () => {
  anvil = await startAnvil();
  token = await deployDemoToken({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, from: funder! });
  await transferToken(funder!, other!, '1000');
}, 60_000);
afterAll(() => anvil?.stop());

const wallet = () => createWalletClient({ transport: http(anvil.rpcUrl) });
const reader = () => createPublicClient({ transport: http(anvil.rpcUrl) });

async function mined(hash: `0x${string}`) {
  await reader().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return hash;
}

async function sendEther(from: Address, to: Address, ether: string) {
  return mined(
    await wallet().sendTransaction({
      account: visitors.get(from) ?? from,
      to,
      value: parseEther(ether),
      chain: null,
    }),
  );
}

async function transferToken(from: Address, to: Address, amount: string) {
  return mined(
    await wallet().writeContract({
      account: from,
      address: getAddress(token),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, 18)],
      chain: null,
    }),
  );
}

/** A new account per test, so each test reads only its own transfers. */
async function freshVisitor(): Promise<Address> {
  const account = privateKeyToAccount(generatePrivateKey());
  visitors.set(account.address, account);
  return account.address;
}

function indexFor(store: AccountIndexStore) {
  const indexer = createAccountIndexer({
    store,
    chains: [
      {
        caipNetworkId: CHAIN,
        scanner: createEip155Scanner({ caipNetworkId: CHAIN, rpcUrl: anvil.rpcUrl }),
      },
    ],
  });
  const handler = createAccountIndexHandler({
    basePath: '',
    store,
    // These tests are about what the index reads, not how long a request waits for it: a
    // loaded machine must not turn a slow refresh into an empty answer.
    freshnessMs: 60_000,
    networks: [createEip155Network({ caipNetworkId: CHAIN, rpcUrl: anvil.rpcUrl, indexer, store })],
  });
  const get = async (path: string) => {
    const response = await handler(new Request(`http://index.test${path}`));
    return { status: response!.status, body: (await response!.json()) as unknown };
  };
  return { indexer, handler, get };
}

describe('account index on anvil', () => {
  // One embedded database for the file, since starting PGlite costs about a second of CPU; each
  // test gets an empty public schema, migrated again, which is what a new store starts from
  // (the migrations create every table there, the migrator's own included).
  let db: Kysely<AccountIndexDatabase>;
  let store: AccountIndexStore;
  beforeAll(async () => {
    db = new Kysely<AccountIndexDatabase>({
      dialect: new PgliteDialect(await openPglite(undefined)),
    });
  }, 60_000);
  afterAll(() => db?.destroy());
  beforeEach(async () => {
    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    await migrateAccountIndex(db);
    store = accountIndexStoreOver(db);
  });

  it('ETH and a token sent to the visitor by another account show as received, newest first, and the token is held', async () => {
    const visitor = await freshVisitor();
    const ether = await sendEther(other!, visitor, '1.5');
    const tokens = await transferToken(other!, visitor, '25');
    const back = await sendEther(visitor, other!, '0.25');
    const { get } = indexFor(store);

    const history = await get(`/v1/account/${visitor}/history?chainId=${CHAIN}&projectId=p`);
    expect(history.status).toBe(200);
    const { data } = history.body as HistoryAnswer;
    expect(data.map((item) => item.id)).toEqual([back, tokens, ether]);
    expect(data[0]!.metadata.operationType).toBe('send');
    expect(data[0]!.transfers).toEqual([
      {
        direction: 'out',
        fungible_info: { name: 'Ether', symbol: 'ETH' },
        quantity: { numeric: '0.25' },
      },
    ]);
    expect(data[1]!.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: other,
      sentTo: visitor,
    });
    expect(data[1]!.transfers).toEqual([
      {
        direction: 'in',
        fungible_info: { name: 'Demo Token', symbol: 'DEMO' },
        quantity: { numeric: '25' },
      },
    ]);
    expect(data[2]!.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1.5' } });

    const balance = await get(`/v1/account/${visitor}/balance?chainId=${CHAIN}&projectId=p`);
    const { balances } = balance.body as {
      balances: Array<{
        type: string;
        address?: string;
        balance: string;
        metadata: { symbol: string; decimals: number };
      }>;
    };
    expect(balances.map((item) => item.type)).toEqual(['NATIVE', 'ERC20']);
    expect(balances[1]).toMatchObject({
      address: getAddress(token),
      metadata: { symbol: 'DEMO', decimals: 18 },
    });
    expect(formatUnits(BigInt(balances[1]!.balance), 18)).toBe('25');
    expect(BigInt(balances[0]!.balance)).toBe(await reader().getBalance({ address: visitor }));
  }, 60_000);

  it('a chain that stops answering delays an answer by at most the freshness bound, and the answer keeps what the index already read', async () => {
    const visitor = await freshVisitor();
    const ether = await sendEther(other!, visitor, '0.5');
    const { get } = indexFor(store);
    await get(`/v1/account/${visitor}/history?chainId=${CHAIN}`);

    // A node that accepts connections and never answers.
    const sockets = new Set<Socket>();
    const hung = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const hungUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
    try {
      const indexer = createAccountIndexer({
        store,
        chains: [
          {
            caipNetworkId: CHAIN,
            scanner: createEip155Scanner({ caipNetworkId: CHAIN, rpcUrl: hungUrl }),
          },
        ],
      });
      const freshnessMs = 500;
      const handler = createAccountIndexHandler({
        basePath: '',
        store,
        freshnessMs,
        networks: [createEip155Network({ caipNetworkId: CHAIN, rpcUrl: hungUrl, indexer, store })],
      });
      const started = performance.now();
      const response = await handler(
        new Request(`http://index.test/v1/account/${visitor}/history?chainId=${CHAIN}`),
      );
      const waited = performance.now() - started;
      expect(response!.status).toBe(200);
      expect(((await response!.json()) as HistoryAnswer).data.map((item) => item.id)).toEqual([
        ether,
      ]);
      expect(waited).toBeGreaterThanOrEqual(freshnessMs - 50);
      expect(waited).toBeLessThan(freshnessMs + 2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      hung.close();
    }
  }, 60_000);

  it('history pages follow each other by cursor, with no transaction missing or repeated', async () => {
    const visitor = await freshVisitor();
    const sent: string[] = [];
    for (let i = 0; i < HISTORY_PAGE_SIZE + 5; i++)
      sent.push(await sendEther(other!, visitor, '0.001'));
    const { get } = indexFor(store);
    const first = (await get(`/v1/account/${visitor}/history?chainId=${CHAIN}`))
      .body as HistoryAnswer;
    expect(first.data).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.next).toEqual(expect.any(String));
    const second = (
      await get(`/v1/account/${visitor}/history?chainId=${CHAIN}&cursor=${first.next}`)
    ).body as HistoryAnswer;
    expect(second.next).toBeNull();
    expect([...first.data, ...second.data].map((item) => item.id)).toEqual([...sent].reverse());
  }, 120_000);

  it('a network the index does not read reports no holdings and no history, as an API reports an unsupported chain', async () => {
    const { get } = indexFor(store);
    const visitor = await freshVisitor();
    expect(await get(`/v1/account/${visitor}/history?chainId=eip155:1`)).toEqual({
      status: 200,
      body: { data: [], next: null },
    });
    expect(await get(`/v1/account/${visitor}/balance?chainId=eip155:1`)).toEqual({
      status: 200,
      body: { balances: [] },
    });
  });

  it('the base path is matched as text: a path that only matches it as a pattern is not answered', async () => {
    const handler = createAccountIndexHandler({ basePath: '/api.index', store, networks: [] });
    const answer = (path: string) => handler(new Request(`http://index.test${path}`));
    expect(await answer(`/apiXindex/v1/account/${other}/history?chainId=${CHAIN}`)).toBeUndefined();
    expect((await answer(`/api.index/v1/account/${other}/history?chainId=${CHAIN}`))?.status).toBe(
      200,
    );
  });

  it('a malformed cursor or a bad address is refused with its reason', async () => {
    const { get } = indexFor(store);
    const visitor = await freshVisitor();
    expect(await get(`/v1/account/${visitor}/history?chainId=${CHAIN}&cursor=bm9wZQ`)).toEqual({
      status: 400,
      body: { message: 'Invalid cursor' },
    });
    expect((await get(`/v1/account/0x123/balance?chainId=${CHAIN}`)).status).toBe(400);
  });

  it('a reorganised chain is read again: a transfer that left the chain leaves the history', async () => {
    const visitor = await freshVisitor();
    const { get, indexer } = indexFor(store);
    const snapshot = await reader().request({ method: 'evm_snapshot' as never });
    const orphaned = await sendEther(other!, visitor, '0.5');
    await indexer.catchUp(CHAIN);
    await reader().request({ method: 'evm_revert' as never, params: [snapshot] as never });
    const kept = await sendEther(funder!, visitor, '0.75');
    const { data } = (await get(`/v1/account/${visitor}/history?chainId=${CHAIN}`))
      .body as HistoryAnswer;
    expect(data.map((item) => item.id)).toEqual([kept]);
    expect(data.map((item) => item.id)).not.toContain(orphaned);
  }, 60_000);

  it('two indexers scanning one database side by side keep each transfer once', async () => {
    const visitor = await freshVisitor();
    const sent = [
      await sendEther(other!, visitor, '0.01'),
      await transferToken(other!, visitor, '2'),
    ];
    const one = indexFor(store);
    const two = indexFor(store);
    await Promise.all([one.indexer.catchUp(CHAIN), two.indexer.catchUp(CHAIN)]);
    const { data } = (await one.get(`/v1/account/${visitor}/history?chainId=${CHAIN}`))
      .body as HistoryAnswer;
    expect(data.map((item) => item.id)).toEqual([...sent].reverse());
    expect(data.flatMap((item) => item.transfers)).toHaveLength(2);
  }, 60_000);

  it('tokens created for the account (from the zero address) read as a mint', async () => {
    const minted = await deployDemoToken({
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      from: other!,
      symbol: 'MINT',
      supply: '12',
    });
    const { get } = indexFor(store);
    const { data } = (await get(`/v1/account/${other}/history?chainId=${CHAIN}`))
      .body as HistoryAnswer;
    const mint = data.find((item) => item.transfers[0]?.fungible_info.symbol === 'MINT');
    expect(minted).toBeTruthy();
    expect(mint).toMatchObject({
      metadata: { operationType: 'mint', sentFrom: '0x0000000000000000000000000000000000000000' },
      transfers: [{ direction: 'in', quantity: { numeric: '12' } }],
    });
  }, 60_000);

  it('a zero-amount token transfer (address poisoning) is left out of the history', async () => {
    const visitor = await freshVisitor();
    await transferToken(other!, visitor, '0');
    const { get } = indexFor(store);
    const { data } = (await get(`/v1/account/${visitor}/history?chainId=${CHAIN}`))
      .body as HistoryAnswer;
    expect(data).toEqual([]);
  }, 60_000);
});
