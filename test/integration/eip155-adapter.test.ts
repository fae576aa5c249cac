import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { verifyMessage } from 'viem';
import { createEip155Adapter } from '@wallet-kit/runtime/eip155';
import type { ChainAdapter } from '@wallet-kit/runtime';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { recordingContext } from '../fixtures/eip1193/adapter-context.js';
import { anvilNetwork } from '../fixtures/eip1193/anvil-network.js';
import { createAnvilWallet, type AnvilWalletOptions } from '../fixtures/eip1193/anvil-wallet.js';
import {
  createTestWindow,
  installAnnouncingWallet,
  walletInfo,
} from '../fixtures/eip1193/test-window.js';

const RDNS = 'io.metamask';
const DEV_ACCOUNT = ANVIL_ACCOUNTS[0].address;

let node: AnvilNode;
const adapters: ChainAdapter[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
});
afterAll(() => node?.stop());
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy();
});

/** An adapter on a page where one announced wallet, backed by anvil, is installed. */
function setup(walletOptions: Partial<AnvilWalletOptions> = {}) {
  const wallet = createAnvilWallet({ chains: [node], ...walletOptions });
  const win = createTestWindow();
  installAnnouncingWallet(win, walletInfo(RDNS, 'MetaMask'), wallet);
  const adapter = createEip155Adapter({ window: win });
  adapters.push(adapter);
  const network = anvilNetwork(node);
  const context = recordingContext([network]);
  adapter.init(context);
  return { adapter, wallet, context, network };
}

describe('connect', () => {
  test('connect returns the checksummed dev account and the wallet chain id', async () => {
    const { adapter, wallet, network } = setup();
    await expect(adapter.connect({ connectorId: RDNS, network })).resolves.toEqual({
      address: DEV_ACCOUNT,
      chainId: 31337,
    });
    expect(wallet.requests).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  test('a user rejection keeps its EIP-1193 code 4001', async () => {
    const { adapter, wallet, network } = setup({ rejectPrompts: 4001 });
    const error = await adapter.connect({ connectorId: RDNS, network }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(wallet.listenerTotal()).toBe(0);
  });

  test('a user rejection with code 5000 keeps its code', async () => {
    const { adapter, network } = setup({ rejectPrompts: 5000 });
    await expect(adapter.connect({ connectorId: RDNS, network })).rejects.toMatchObject({
      code: 5000,
    });
  });

  test('connecting to a wallet that is not discovered fails with a clear error', async () => {
    const { adapter, network } = setup();
    await expect(adapter.connect({ connectorId: 'com.unknown', network })).rejects.toThrow(
      'Wallet com.unknown is not available',
    );
  });
});

describe('reading and signing', () => {
  test('getBalance reads the native balance over the network RPC, not through the wallet', async () => {
    const { adapter, wallet, network } = setup();
    await adapter.connect({ connectorId: RDNS, network });
    await expect(adapter.getBalance({ address: DEV_ACCOUNT, network })).resolves.toEqual({
      balance: '10000',
      symbol: 'ETH',
    });
    expect(wallet.requests).not.toContain('eth_getBalance');
  });

  test('getBalance formats with the native currency decimals', async () => {
    const { adapter, network } = setup();
    const sixDecimals = { ...network, nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 } };
    // 10000 ETH = 10^22 wei, read as a 6-decimals currency.
    await expect(
      adapter.getBalance({ address: DEV_ACCOUNT, network: sixDecimals }),
    ).resolves.toEqual({
      balance: '10000000000000000',
      symbol: 'SIX',
    });
  });

  test('getBalance refuses an invalid address with a clear error', async () => {
    const { adapter, network } = setup();
    await expect(adapter.getBalance({ address: '0x1234', network })).rejects.toThrow(
      'Invalid EVM address: 0x1234',
    );
  });

  test('signMessage returns a personal_sign signature that verifies with viem', async () => {
    const { adapter, wallet, network } = setup();
    const { address } = await adapter.connect({ connectorId: RDNS, network });
    const message = 'Sign in to wallet-kit ✓';
    const signature = await adapter.signMessage({ message, address });

    expect(wallet.requests).toContain('personal_sign');
    await expect(
      verifyMessage({ address: DEV_ACCOUNT, message, signature: signature as `0x${string}` }),
    ).resolves.toBe(true);
  });

  test('signMessage rejected by the visitor keeps code 4001', async () => {
    // Authorised earlier, so the silent reconnect succeeds; the visitor then declines to sign.
    const { adapter, network } = setup({ rejectPrompts: 4001, authorized: true });
    await expect(adapter.reconnect({ connectorId: RDNS, network })).resolves.not.toBeNull();
    await expect(
      adapter.signMessage({ message: 'hi', address: DEV_ACCOUNT }),
    ).rejects.toMatchObject({ code: 4001 });
  });

  test('signMessage without a connected wallet fails with a clear error', async () => {
    const { adapter } = setup();
    await expect(adapter.signMessage({ message: 'hi', address: DEV_ACCOUNT })).rejects.toThrow(
      'No eip155 wallet is connected',
    );
  });
});

describe('wallet events', () => {
  test('accountsChanged is emitted with the new checksummed address, or undefined when empty', async () => {
    const { adapter, wallet, context, network } = setup();
    await adapter.connect({ connectorId: RDNS, network });
    wallet.selectAccount(ANVIL_ACCOUNTS[1].address.toLowerCase());
    wallet.emit('accountsChanged', []);
    expect(context.eventsOfType('accountsChanged')).toEqual([
      { type: 'accountsChanged', address: ANVIL_ACCOUNTS[1].address },
      { type: 'accountsChanged', address: undefined },
    ]);
  });

  test('chainChanged is emitted with the chain id as a number', async () => {
    const { adapter, wallet, context, network } = setup();
    await adapter.connect({ connectorId: RDNS, network });
    wallet.emit('chainChanged', '0xa');
    expect(context.eventsOfType('chainChanged')).toEqual([{ type: 'chainChanged', chainId: 10 }]);
  });

  test('a wallet disconnect is emitted and its listeners are released', async () => {
    const { adapter, wallet, context, network } = setup();
    await adapter.connect({ connectorId: RDNS, network });
    wallet.dropConnection();
    expect(context.eventsOfType('disconnect')).toEqual([{ type: 'disconnect' }]);
    expect(wallet.listenerTotal()).toBe(0);
  });

  test('no events are emitted before connecting', () => {
    const { wallet, context } = setup();
    wallet.emit('chainChanged', '0xa');
    expect(context.events.filter((event) => event.type !== 'connectors')).toEqual([]);
  });

  test('connecting again does not stack listeners', async () => {
    const { adapter, wallet, context, network } = setup();
    await adapter.connect({ connectorId: RDNS, network });
    await adapter.connect({ connectorId: RDNS, network });
    await adapter.reconnect({ connectorId: RDNS, network });
    expect(wallet.listenerCount('chainChanged')).toBe(1);
    wallet.emit('chainChanged', '0x1');
    expect(context.eventsOfType('chainChanged')).toHaveLength(1);
  });
});

describe('disconnect', () => {
  test('disconnect revokes the permission and removes every listener', async () => {
    const { adapter, wallet, context, network } = setup();
    await adapter.connect({ connectorId: RDNS, network });
    expect(wallet.listenerTotal()).toBe(3);

    await adapter.disconnect();
    expect(wallet.requests.at(-1)).toBe('wallet_revokePermissions');
    expect(wallet.listenerTotal()).toBe(0);
    // The revocation made the wallet emit accountsChanged([]); the kit must not hear it.
    expect(context.eventsOfType('accountsChanged')).toEqual([]);
    await expect(wallet.request({ method: 'eth_accounts' })).resolves.toEqual([]);
  });

  test('disconnect ignores a wallet that does not implement wallet_revokePermissions', async () => {
    const { adapter, wallet, network } = setup({ revokeUnsupported: true });
    await adapter.connect({ connectorId: RDNS, network });
    await expect(adapter.disconnect()).resolves.toBeUndefined();
    expect(wallet.requests.at(-1)).toBe('wallet_revokePermissions');
    expect(wallet.listenerTotal()).toBe(0);
  });

  test('destroy removes the connected wallet listeners', async () => {
    const { adapter, wallet, network } = setup();
    await adapter.connect({ connectorId: RDNS, network });
    adapter.destroy();
    expect(wallet.listenerTotal()).toBe(0);
  });
});
