/**
 * The Solana adapter against a real Wallet Standard wallet (test/fixtures/solana-wallet) on a
 * real chain (litesvm behind the JSON-RPC shim): discovery, connect, silent reconnect,
 * disconnect, account changes and message signing.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { Keypair } from '@solana/web3.js';
import type { Wallet } from '@wallet-standard/base';
import { isUserRejection } from '@wallet-kit/runtime';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import bs58 from 'bs58';
import { startSolanaRpc, type SolanaRpc } from '@wallet-kit/local-stack/solana/rpc-server';
import {
  KeypairWallet,
  REJECTION_MESSAGE,
  WALLET_ICON,
  type KeypairWalletOptions,
} from '@wallet-kit/local-stack/solana-wallet/scripted-wallet';
import { localSolanaNetwork, SOLANA_DEVNET } from '../fixtures/solana-wallet/networks.js';
import { createPages } from '../fixtures/solana-wallet/page.js';
import { installWallet } from '../fixtures/solana-wallet/register.js';

const CONNECTOR_ID = 'wallet-standard:Test Solana Wallet';
const DEVNET_REFERENCE = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

let rpc: SolanaRpc;
const pages = createPages();

beforeAll(async () => {
  rpc = await startSolanaRpc();
});
afterAll(() => rpc?.stop());
afterEach(() => pages.closeAll());

function devnet() {
  return localSolanaNetwork(SOLANA_DEVNET, rpc.url);
}

function newWallet(options: Partial<KeypairWalletOptions> = {}) {
  return new KeypairWallet({ rpcUrls: { 'solana:devnet': rpc.url }, ...options });
}

function openPage(
  wallet: KeypairWallet | undefined,
  options: { reconnectWaitMs?: number; walletLoadsAfterMs?: number } = {},
) {
  return pages.open(wallet, { networks: [devnet()], ...options });
}

/** A wallet-shaped object for the qualification rules; it is never connected. */
function bareWallet(name: string, chains: string[], features: string[]): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: WALLET_ICON,
    chains: chains as Wallet['chains'],
    features: Object.fromEntries(features.map((feature) => [feature, { version: '1.0.0' }])),
    accounts: [],
  };
}

describe('discovery', () => {
  test('a registered wallet with standard:connect and a solana chain becomes an ANNOUNCED connector', () => {
    const wallet = newWallet();
    const { adapter, context } = openPage(wallet);
    const expected = {
      id: CONNECTOR_ID,
      name: 'Test Solana Wallet',
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: WALLET_ICON,
      provider: wallet,
    };
    expect(adapter.getConnectors()).toEqual([expected]);
    expect(context.eventsOfType('connectors')).toEqual([
      { type: 'connectors', connectors: [expected] },
    ]);
  });

  test('a wallet without standard:connect or without a solana chain is not a connector', () => {
    const { adapter, win } = openPage(undefined);
    installWallet(win, bareWallet('EVM only', ['eip155:1'], ['standard:connect']));
    installWallet(win, bareWallet('No connect', ['solana:devnet'], ['solana:signMessage']));
    installWallet(win, bareWallet('Good', ['solana:mainnet'], ['standard:connect']));
    expect(adapter.getConnectors().map((connector) => connector.name)).toEqual(['Good']);
  });

  test('a wallet icon that is not a data URI is dropped', () => {
    const { adapter, win } = openPage(undefined);
    const wallet = { ...bareWallet('Remote icon', ['solana:devnet'], ['standard:connect']) };
    (wallet as { icon: string }).icon = 'https://tracker.example/icon.png';
    installWallet(win, wallet);
    expect(adapter.getConnectors()[0]).not.toHaveProperty('imageUrl');
  });

  test('a wallet registering after the page started is discovered and announced', async () => {
    const { adapter, context } = openPage(newWallet(), { walletLoadsAfterMs: 20 });
    expect(adapter.getConnectors()).toEqual([]);
    await expect.poll(() => adapter.getConnectors().map((c) => c.id)).toEqual([CONNECTOR_ID]);
    expect(
      context
        .eventsOfType('connectors')
        .at(-1)
        ?.connectors.map((c) => c.id),
    ).toEqual([CONNECTOR_ID]);
  });

  test('unregistering a wallet removes its connector and announces the new list', () => {
    const { adapter, context, uninstall } = openPage(newWallet());
    uninstall();
    expect(adapter.getConnectors()).toEqual([]);
    expect(context.eventsOfType('connectors').at(-1)).toEqual({
      type: 'connectors',
      connectors: [],
    });
  });

  test('unregistering the connected wallet ends the connection with a disconnect event', async () => {
    const wallet = newWallet();
    const { adapter, context, uninstall } = openPage(wallet);
    await adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() });
    uninstall();
    expect(context.eventsOfType('disconnect')).toEqual([{ type: 'disconnect' }]);
    expect(wallet.listenerCount()).toBe(0);
    await expect(
      adapter.signMessage({ message: 'hi', address: wallet.publicKey.toBase58() }),
    ).rejects.toThrow('No solana wallet is connected');
  });
});

describe('connect', () => {
  test('connect returns the wallet account and the CAIP-2 reference of the network', async () => {
    const wallet = newWallet();
    const { adapter } = openPage(wallet);
    await expect(
      adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() }),
    ).resolves.toEqual({
      address: wallet.publicKey.toBase58(),
      chainId: DEVNET_REFERENCE,
    });
    expect(wallet.requests).toEqual(['standard:connect']);
  });

  test('a connect the visitor declines rejects with code 4001 and the wallet message', async () => {
    const wallet = newWallet();
    wallet.rejectNextRequest();
    const { adapter } = openPage(wallet);
    const error = await adapter
      .connect({ connectorId: CONNECTOR_ID, network: devnet() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 4001, message: REJECTION_MESSAGE });
    expect(isUserRejection(error)).toBe(true);
    expect(wallet.listenerCount()).toBe(0);
  });

  test('connecting to a wallet that is not discovered fails with a clear error', async () => {
    const { adapter } = openPage(newWallet());
    await expect(
      adapter.connect({ connectorId: 'wallet-standard:Nobody', network: devnet() }),
    ).rejects.toThrow('Wallet wallet-standard:Nobody is not available');
  });
});

describe('silent reconnect after reload', () => {
  test('reconnect restores an authorised wallet with a silent standard:connect', async () => {
    const wallet = newWallet();
    await openPage(wallet).adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() });
    wallet.requests.length = 0;

    const { adapter } = openPage(wallet);
    await expect(
      adapter.reconnect({ connectorId: CONNECTOR_ID, network: devnet() }),
    ).resolves.toEqual({
      address: wallet.publicKey.toBase58(),
      chainId: DEVNET_REFERENCE,
    });
    expect(wallet.requests).toEqual(['standard:connect:silent']);
  });

  test('reconnect resolves null when the wallet no longer authorises the page', async () => {
    const wallet = newWallet({ authorized: false });
    const { adapter } = openPage(wallet);
    await expect(
      adapter.reconnect({ connectorId: CONNECTOR_ID, network: devnet() }),
    ).resolves.toBeNull();
    expect(wallet.requests).toEqual(['standard:connect:silent']);
    expect(wallet.listenerCount()).toBe(0);
  });

  test('reconnect resolves null when the wallet refuses a silent connect with a rejection', async () => {
    const wallet = newWallet({ authorized: false, silentRefusal: 'reject' });
    const { adapter } = openPage(wallet);
    await expect(
      adapter.reconnect({ connectorId: CONNECTOR_ID, network: devnet() }),
    ).resolves.toBeNull();
  });

  test('reconnect waits for a wallet that registers after the page starts', async () => {
    const wallet = newWallet({ authorized: true });
    const { adapter } = openPage(wallet, { walletLoadsAfterMs: 50, reconnectWaitMs: 2000 });
    await expect(
      adapter.reconnect({ connectorId: CONNECTOR_ID, network: devnet() }),
    ).resolves.toEqual({
      address: wallet.publicKey.toBase58(),
      chainId: DEVNET_REFERENCE,
    });
  });

  test('reconnect resolves null once reconnectWaitMs passes without the wallet registering', async () => {
    const { adapter } = openPage(undefined, { reconnectWaitMs: 150 });
    const started = performance.now();
    await expect(
      adapter.reconnect({ connectorId: CONNECTOR_ID, network: devnet() }),
    ).resolves.toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('disconnect and wallet events', () => {
  test('disconnect calls standard:disconnect and stops listening to the wallet', async () => {
    const wallet = newWallet();
    const { adapter, context } = openPage(wallet);
    await adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() });
    expect(wallet.listenerCount()).toBe(1);
    await adapter.disconnect();
    expect(wallet.requests).toContain('standard:disconnect');
    expect(wallet.isAuthorized).toBe(false);
    expect(wallet.listenerCount()).toBe(0);
    // The wallet's own "no accounts" change after the revoke is not reported back to the kit.
    expect(context.eventsOfType('accountsChanged')).toEqual([]);
  });

  test('a standard:events account change emits accountsChanged with the new address, or undefined when none', async () => {
    const wallet = newWallet();
    const { adapter, context } = openPage(wallet);
    await adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() });
    const other = Keypair.generate();
    wallet.switchAccount(other);
    wallet.revokeFromWallet();
    expect(context.eventsOfType('accountsChanged')).toEqual([
      { type: 'accountsChanged', address: other.publicKey.toBase58() },
      { type: 'accountsChanged', address: undefined },
    ]);
  });

  test('after an account change the adapter signs with the new account', async () => {
    const wallet = newWallet();
    const { adapter } = openPage(wallet);
    await adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() });
    const other = Keypair.generate();
    wallet.switchAccount(other);
    const address = other.publicKey.toBase58();
    const signature = await adapter.signMessage({ message: 'new account', address });
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode('new account'),
        other.publicKey.toBytes(),
      ),
    ).toBe(true);
  });
});

describe('signMessage', () => {
  test('signMessage returns a base58 ed25519 signature that verifies against the account key', async () => {
    const wallet = newWallet();
    const { adapter } = openPage(wallet);
    const { address } = await adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() });
    const message = 'Sign in to wallet-kit ✓';
    const signature = await adapter.signMessage({ message, address });

    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/);
    const bytes = bs58.decode(signature);
    expect(bytes).toHaveLength(64);
    expect(
      ed25519.verify(bytes, new TextEncoder().encode(message), wallet.publicKey.toBytes()),
    ).toBe(true);
    expect(
      ed25519.verify(
        bytes,
        new TextEncoder().encode('another message'),
        wallet.publicKey.toBytes(),
      ),
    ).toBe(false);
  });

  test('a signMessage the visitor declines rejects with code 4001', async () => {
    const wallet = newWallet();
    const { adapter } = openPage(wallet);
    const { address } = await adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() });
    wallet.rejectNextRequest();
    const error = await adapter.signMessage({ message: 'hi', address }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 4001, message: REJECTION_MESSAGE });
    expect(isUserRejection(error)).toBe(true);
  });

  test('signMessage without a connected wallet fails with a clear error', async () => {
    const { adapter } = openPage(newWallet());
    await expect(
      adapter.signMessage({ message: 'hi', address: Keypair.generate().publicKey.toBase58() }),
    ).rejects.toThrow('No solana wallet is connected');
  });

  test('signMessage for an account the wallet did not connect fails with a clear error', async () => {
    const { adapter } = openPage(newWallet());
    await adapter.connect({ connectorId: CONNECTOR_ID, network: devnet() });
    const stranger = Keypair.generate().publicKey.toBase58();
    await expect(adapter.signMessage({ message: 'hi', address: stranger })).rejects.toThrow(
      `Account ${stranger} is not connected`,
    );
  });
});
