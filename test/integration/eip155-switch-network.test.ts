import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { createEip155Adapter } from '@wallet-kit/runtime/eip155';
import type { CaipNetwork, ChainAdapter } from '@wallet-kit/runtime';
import { startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { recordingContext } from '../fixtures/eip1193/adapter-context.js';
import { anvilNetwork } from '../fixtures/eip1193/anvil-network.js';
import { createAnvilWallet, type AnvilWalletOptions } from '../fixtures/eip1193/anvil-wallet.js';
import {
  createTestWindow,
  installAnnouncingWallet,
  walletInfo,
} from '../fixtures/eip1193/test-window.js';

const RDNS = 'io.metamask';

/** The wallet knows `home` and `second`; `unknown` must be added before it can switch to it. */
let home: AnvilNode;
let second: AnvilNode;
let unknown: AnvilNode;
const adapters: ChainAdapter[] = [];

beforeAll(async () => {
  [home, second, unknown] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
    startAnvil({ chainId: 31339 }),
  ]);
});
afterAll(() => Promise.all([home, second, unknown].map((node) => node?.stop())));
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy();
});

async function connected(walletOptions: Partial<AnvilWalletOptions> = {}) {
  const wallet = createAnvilWallet({ chains: [home, second], ...walletOptions });
  const win = createTestWindow();
  installAnnouncingWallet(win, walletInfo(RDNS, 'MetaMask'), wallet);
  const adapter = createEip155Adapter({ window: win });
  adapters.push(adapter);
  const context = recordingContext([
    anvilNetwork(home),
    anvilNetwork(second),
    anvilNetwork(unknown),
  ]);
  adapter.init(context);
  await adapter.connect({ connectorId: RDNS, network: anvilNetwork(home) });
  return { adapter, wallet, context };
}

/** What the chain behind the wallet now says its id is: proves the switch is real. */
const walletChainId = async (wallet: { request(args: { method: string }): Promise<unknown> }) =>
  Number(await wallet.request({ method: 'eth_chainId' }));

test('switchNetwork switches the wallet to the second anvil chain and chainChanged follows', async () => {
  const { adapter, wallet, context } = await connected();
  await adapter.switchNetwork({ network: anvilNetwork(second) });

  expect(await walletChainId(wallet)).toBe(31338);
  expect(context.eventsOfType('chainChanged')).toEqual([{ type: 'chainChanged', chainId: 31338 }]);
  expect(wallet.requests).not.toContain('wallet_addEthereumChain');
});

test('an unrecognized chain (4902) is added with its name, currency, RPC and explorer, then switched to', async () => {
  const { adapter, wallet, context } = await connected();
  const target: CaipNetwork = anvilNetwork(unknown, 'Anvil Three');
  await adapter.switchNetwork({ network: target });

  expect(wallet.requests.slice(-3)).toEqual([
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
  ]);
  expect(wallet.addChainRequests).toEqual([
    {
      chainId: '0x7a6b',
      chainName: 'Anvil Three',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [unknown.rpcUrl],
      blockExplorerUrls: ['http://127.0.0.1/explorer/31339'],
    },
  ]);
  expect(await walletChainId(wallet)).toBe(31339);
  expect(context.eventsOfType('chainChanged')).toEqual([{ type: 'chainChanged', chainId: 31339 }]);
});

test('a 4902 nested in data.originalError also adds the chain', async () => {
  const { adapter, wallet } = await connected({ nestUnrecognizedChainError: true });
  await adapter.switchNetwork({ network: anvilNetwork(unknown) });
  expect(wallet.requests).toContain('wallet_addEthereumChain');
  expect(await walletChainId(wallet)).toBe(31339);
});

test('when adding the chain fails the switch throws "Chain is not supported"', async () => {
  const { adapter, wallet } = await connected({ addChain: 'fail' });
  const error = await adapter
    .switchNetwork({ network: anvilNetwork(unknown) })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toBe('Chain is not supported');
  expect(await walletChainId(wallet)).toBe(31337);
});

test('a rejected switch is rethrown with its code 4001', async () => {
  const { adapter, wallet } = await connected();
  wallet.declinePrompts(4001);

  await expect(adapter.switchNetwork({ network: anvilNetwork(second) })).rejects.toMatchObject({
    code: 4001,
  });
  expect(await walletChainId(wallet)).toBe(31337);
});

test('declining to add the chain is a rejection (4001), not "Chain is not supported"', async () => {
  const { adapter } = await connected({ addChain: 'reject' });
  await expect(adapter.switchNetwork({ network: anvilNetwork(unknown) })).rejects.toMatchObject({
    code: 4001,
    message: 'User rejected the request.',
  });
});

test('switchNetwork without a connected wallet asks no wallet anything', async () => {
  const wallet = createAnvilWallet({ chains: [home, second] });
  const win = createTestWindow();
  installAnnouncingWallet(win, walletInfo(RDNS, 'MetaMask'), wallet);
  const adapter = createEip155Adapter({ window: win });
  adapters.push(adapter);
  adapter.init(recordingContext());

  await expect(adapter.switchNetwork({ network: anvilNetwork(second) })).resolves.toBeUndefined();
  expect(wallet.requests).toEqual([]);
});

test('switchNetwork refuses a network that is not eip155', async () => {
  const { adapter } = await connected();
  const solana: CaipNetwork = {
    ...anvilNetwork(second),
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
  };
  await expect(adapter.switchNetwork({ network: solana })).rejects.toThrow(
    'Network solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not an eip155 network',
  );
});
