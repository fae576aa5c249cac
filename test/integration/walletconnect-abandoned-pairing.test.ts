/**
 * A visitor who leaves the QR code (Back, closing the modal) abandons the WalletConnect pairing:
 * the kit is disconnected at once, a wallet that approves the abandoned pairing afterwards does
 * not connect the page and keeps no session of it, and coming back pairs afresh. A real kit
 * with its WalletConnect client, the local relay and anvil, and a real wallet
 * (@walletconnect/sign-client driven by the test). Nothing may leave loopback.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createWalletKit, type WalletKit } from '@wallet-kit/runtime';
import { parseConfig } from '@wallet-kit/schemas';
import {
  createWalletConnectAdapter,
  createWalletConnectAdapterOnUse,
  createWalletConnectClient,
  createWalletConnectOnUse,
  type WalletConnectClient,
  type WalletConnectClientCode,
} from '@wallet-kit/runtime/walletconnect';
import { startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import {
  createMemoryStorage,
  startRelay,
  startWallet,
  watchOutboundHosts,
  type NetworkGuard,
  type Relay,
  type TestWallet,
} from '@wallet-kit/local-stack/relay';
import { nextUri } from '../fixtures/walletconnect-uri.js';
import { until } from '../fixtures/until.js';

let guard: NetworkGuard;
let relay: Relay;
let anvil: AnvilNode;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

beforeAll(async () => {
  guard = watchOutboundHosts();
  [relay, anvil] = await Promise.all([startRelay(), startAnvil()]);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await Promise.allSettled([relay?.stop(), anvil?.stop()]);
  expect(guard?.hosts ?? []).toEqual([]);
  guard?.restore();
});

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

/** One browser profile: what a reload keeps (the SDK's storage and the kit's). */
function newProfile() {
  return {
    storagePrefix: `kit-${Buffer.from(crypto.getRandomValues(new Uint8Array(6))).toString('hex')}`,
    sdkStorage: createMemoryStorage(),
  };
}
type Profile = ReturnType<typeof newProfile>;

function config() {
  const parsed = parseConfig({
    projectId: 'test',
    metadata: { name: 'abandoned pairing test', url: 'http://127.0.0.1:5173' },
    networks: [
      {
        caipNetworkId: `eip155:${anvil.chainId}`,
        name: 'Anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
        testnet: true,
      },
    ],
    enableWalletConnect: true,
    endpoints: { relayUrl: relay.url },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

function clientOptions(profile: Profile) {
  const { projectId, metadata, networks } = config();
  return {
    projectId,
    relayUrl: relay.url,
    metadata,
    networks,
    logger: 'silent',
    platform: { isTelegram: false, isIosSafari: false },
    ...profile,
  };
}

function newClient(profile: Profile): WalletConnectClient {
  return createWalletConnectClient(clientOptions(profile));
}

interface Page {
  kit: WalletKit;
  client: WalletConnectClient;
  /** The visitor opens the modal and picks WalletConnect: the QR code's URI. */
  pickWalletConnect(): Promise<string>;
}

async function openPage(profile: Profile): Promise<Page> {
  const client = newClient(profile);
  const adapter = createWalletConnectAdapter(client, 'eip155');
  const kit = createWalletKit(config(), [adapter], { storage: new MemoryStorage() });
  cleanups.push(() => kit.destroy());
  await kit.start();
  return {
    kit,
    client,
    async pickWalletConnect() {
      kit.open();
      const shown = nextUri(client);
      void kit.connect(adapter.getConnectors()[0]!);
      return shown;
    },
  };
}

async function newWallet(): Promise<TestWallet> {
  const wallet = await startWallet({ relayUrl: relay.url });
  cleanups.push(() => wallet.close());
  return wallet;
}

const kitStatus = (kit: WalletKit) => kit.stores.connection.getState().status;

describe('leaving the WalletConnect pairing abandons it', () => {
  test.each([
    ['Back', (kit: WalletKit) => kit.router.goBack()],
    ['closing the modal', (kit: WalletKit) => kit.close()],
  ])('after %s the kit is disconnected and shows no pairing', async (_, leave) => {
    const { kit, client, pickWalletConnect } = await openPage(newProfile());
    await pickWalletConnect();
    leave(kit);
    expect(kitStatus(kit)).toBe('disconnected');
    expect(kit.stores.connection.getState()).toMatchObject({
      pendingConnectorId: undefined,
      error: undefined,
    });
    await until(() => client.store.getState().status === 'disconnected', 10_000);
    expect(client.store.getState()).toMatchObject({ wcUri: undefined, wcError: undefined });
  });

  test('showing the QR code does not make the kit connecting: nothing connects until a wallet answers', async () => {
    const { kit, pickWalletConnect } = await openPage(newProfile());
    await pickWalletConnect();
    expect(kit.stores.router.getState().view).toBe('ConnectingWalletConnect');
    expect(kitStatus(kit)).toBe('disconnected');
  });

  test('a wallet approving the abandoned pairing does not connect the page, and neither side keeps the session', async () => {
    const profile = newProfile();
    const { kit, client, pickWalletConnect } = await openPage(profile);
    const wallet = await newWallet();
    await wallet.pair(await pickWalletConnect());
    const proposal = await wallet.nextProposal(15_000);
    kit.router.goBack();

    // The wallet answers after the visitor left.
    const { topic } = await wallet.approve(proposal);
    // The page ends the session it no longer wanted: the wallet hears the delete.
    await until(() => !wallet.client.session.keys.includes(topic), 10_000);
    expect(kitStatus(kit)).toBe('disconnected');
    expect(kit.stores.chain.getState().chains.eip155?.accountState.address).toBeUndefined();
    expect(client.getSession()).toBeUndefined();
    expect(client.store.getState()).toMatchObject({ status: 'disconnected', connections: {} });

    // Nor does a reload bring it back: the SDK's storage holds no session.
    kit.destroy();
    const reloaded = newClient(profile);
    cleanups.push(() => reloaded.destroy());
    await expect(reloaded.restore()).resolves.toBeNull();
  });

  test('a host connecting with the modal closed shows its own QR code: opening the modal later leaves its pairing alone', async () => {
    const { kit, client } = await openPage(newProfile());
    const wallet = await newWallet();
    const adapter = kit.adapters.find((candidate) => candidate.namespace === 'eip155')!;
    void kit.connect(adapter.getConnectors()[0]!);
    const uri = await nextUri(client);
    kit.open();
    await wallet.pair(uri);
    await wallet.approve(await wallet.nextProposal(15_000));
    await until(() => kitStatus(kit) === 'connected', 10_000);
    expect(kit.stores.chain.getState().chains.eip155?.accountState.address).toBe(wallet.evmAddress);
  });

  test('coming back to WalletConnect pairs afresh, and that pairing connects', async () => {
    const { kit, pickWalletConnect } = await openPage(newProfile());
    const wallet = await newWallet();
    const abandoned = await pickWalletConnect();
    kit.router.goBack();

    const fresh = await pickWalletConnect();
    expect(fresh).not.toBe(abandoned);
    await wallet.pair(fresh);
    await wallet.approve(await wallet.nextProposal(15_000));
    await until(() => kitStatus(kit) === 'connected', 10_000);
    expect(kit.stores.chain.getState().chains.eip155?.accountState.address).toBe(wallet.evmAddress);
  });

  test('a visitor who leaves while the WalletConnect code is still coming starts no pairing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const code: WalletConnectClientCode = { createWalletConnectClient, createWalletConnectAdapter };
    const onUse = createWalletConnectOnUse(clientOptions(newProfile()), () =>
      held.then(() => code),
    );
    const adapter = createWalletConnectAdapterOnUse(onUse, 'eip155');
    const kit = createWalletKit(config(), [adapter], { storage: new MemoryStorage() });
    cleanups.push(() => kit.destroy());
    await kit.start();
    kit.open();
    const connecting = kit.connect(adapter.getConnectors()[0]!);
    kit.router.goBack();
    release();
    await connecting;
    const client = (await onUse.load()).client;
    // Time enough for a pairing to have shown its URI, had one started.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(client.store.getState()).toMatchObject({ status: 'disconnected', wcUri: undefined });
    expect(kitStatus(kit)).toBe('disconnected');
  });
});
