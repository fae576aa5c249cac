/**
 * The account index reading an eip155 account from an Etherscan-compatible explorer API instead
 * of scanning the chain: the explorer stand-in answers from a real anvil node, so the history is
 * made of transfers that happened. The API key is sent by the server only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type Address,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { deployDemoToken } from '@wallet-kit/local-stack/erc20/deploy';
import {
  createAccountIndexHandler,
  createEip155Network,
  openAccountIndexStore,
} from '@wallet-kit/server/account-index';
import { startExplorerApi, type ExplorerApiFake } from '../fixtures/explorer-api/server.js';

const SENDER = ANVIL_ACCOUNTS[1].address as Address;
const CHAIN = 'eip155:31337';
const API_KEY = 'server-side-key';

let anvil: AnvilNode;
let explorer: ExplorerApiFake;
let token: Address;

beforeAll(async () => {
  anvil = await startAnvil();
  explorer = await startExplorerApi({ rpcUrl: anvil.rpcUrl, apiKey: API_KEY });
  token = await deployDemoToken({
    rpcUrl: anvil.rpcUrl,
    chainId: anvil.chainId,
    from: SENDER,
    symbol: 'XPL',
  });
}, 60_000);
afterAll(async () => {
  await explorer?.stop();
  await anvil?.stop();
});

async function openIndex(apiKey: string) {
  const store = await openAccountIndexStore();
  const errors: string[] = [];
  const handler = createAccountIndexHandler({
    basePath: '',
    store,
    networks: [
      createEip155Network({
        caipNetworkId: CHAIN,
        rpcUrl: anvil.rpcUrl,
        store,
        explorer: { url: `${explorer.url}/api?chainid=31337`, apiKey },
      }),
    ],
    onError: (error) => errors.push(String(error)),
  });
  const history = async (account: Address) => {
    const response = await handler(
      new Request(`http://index.test/v1/account/${account}/history?chainId=${CHAIN}`),
    );
    return { text: await response!.text(), status: response!.status };
  };
  return { store, history, errors };
}

async function receiveBoth(visitor: Address) {
  const sender = createWalletClient({ account: SENDER, transport: http(anvil.rpcUrl) });
  const ether = await sender.sendTransaction({
    to: visitor,
    value: parseEther('0.5'),
    chain: null,
  });
  const tokens = await sender.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [visitor, parseUnits('3', 18)],
    chain: null,
  });
  return { ether, tokens };
}

describe('account index from an Etherscan-compatible explorer API', () => {
  it('ETH and a token received show in history, read with the server-side key that the answer never carries', async () => {
    const visitor = privateKeyToAccount(generatePrivateKey()).address;
    const { ether, tokens } = await receiveBoth(visitor);
    const { store, history } = await openIndex(API_KEY);
    try {
      const answer = await history(visitor);
      const { data } = JSON.parse(answer.text) as {
        data: Array<{
          id: string;
          metadata: { operationType: string };
          transfers: Array<{
            direction: string;
            fungible_info: { symbol: string };
            quantity: { numeric: string };
          }>;
        }>;
      };
      expect(data.map((item) => item.id)).toEqual([tokens, ether]);
      expect(data.map((item) => item.transfers[0])).toEqual([
        {
          direction: 'in',
          fungible_info: { name: 'Demo Token', symbol: 'XPL' },
          quantity: { numeric: '3' },
        },
        {
          direction: 'in',
          fungible_info: { name: 'Ether', symbol: 'ETH' },
          quantity: { numeric: '0.5' },
        },
      ]);
      expect(answer.text).not.toContain(API_KEY);
      const asked = explorer.requests.filter(
        (query) => query.get('address') === visitor.toLowerCase(),
      );
      expect(asked.map((query) => query.get('action')).sort()).toEqual(['tokentx', 'txlist']);
      expect(
        asked.every((query) => query.get('apikey') === API_KEY && query.get('chainid') === '31337'),
      ).toBe(true);
    } finally {
      await store.close();
    }
  }, 60_000);

  it('a second refresh asks only from the last block read', async () => {
    const visitor = privateKeyToAccount(generatePrivateKey()).address;
    await receiveBoth(visitor);
    const { store, history } = await openIndex(API_KEY);
    try {
      await history(visitor);
      const last = await createPublicClient({ transport: http(anvil.rpcUrl) }).getBlockNumber({
        cacheTime: 0,
      });
      explorer.requests.length = 0;
      await history(visitor);
      const starts = explorer.requests.map((query) => BigInt(query.get('startblock')!));
      expect(starts.length).toBeGreaterThan(0);
      expect(starts.every((start) => start > 0n && start <= last)).toBe(true);
    } finally {
      await store.close();
    }
  }, 60_000);

  it('a refused key is reported and the answer is what the index already has', async () => {
    const visitor = privateKeyToAccount(generatePrivateKey()).address;
    await receiveBoth(visitor);
    const { store, history, errors } = await openIndex('wrong-key');
    try {
      const answer = await history(visitor);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ data: [], next: null });
      expect(errors.some((error) => error.includes('Invalid API Key'))).toBe(true);
    } finally {
      await store.close();
    }
  }, 60_000);
});
