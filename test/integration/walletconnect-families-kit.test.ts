/**
 * A kit whose networks are Bitcoin, Polkadot and Cosmos ones, connected over WalletConnect (the
 * local relay and the sign-client test wallet holding the family signers' keys): the account
 * shows with no balance (none is read, so none is shown), sign-in runs through the same SIWX flow as eip155 and Solana and
 * the server verifies the session, the kit's signMessage answers in the family's form, the
 * network switches within the family, and disconnecting clears the account.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createWalletKit, type WalletKit } from '@wallet-kit/runtime';
import {
  findCatalogueNetwork,
  parseConfig,
  type CaipNetworkId,
  type ChainNamespace,
  type ResolvedConfig,
} from '@wallet-kit/schemas';
import {
  createLocalSiwxStorage,
  createSiwx,
  type KeyValueStorage,
  type SiwxController,
} from '@wallet-kit/runtime/siwx';
import { verifySiwxSession } from '@wallet-kit/server';
import {
  createWalletConnectAdapter,
  createWalletConnectClient,
  type WalletConnectAdapterNamespace,
  type WalletConnectClient,
} from '@wallet-kit/runtime/walletconnect';
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

const DOMAIN = '127.0.0.1:5173';
const ORIGIN = `http://${DOMAIN}`;
const FAMILIES: {
  namespace: WalletConnectAdapterNamespace;
  main: CaipNetworkId;
  other: CaipNetworkId;
  signature: RegExp;
}[] = [
  {
    namespace: 'bip122',
    main: 'bip122:000000000019d6689c085ae165831e93',
    other: 'bip122:000000000933ea01ad0ee984209779ba',
    signature: /^[A-Za-z0-9+/]+=*$/,
  },
  {
    namespace: 'polkadot',
    main: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    other: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
    signature: /^0x[0-9a-f]{128}$/,
  },
  {
    namespace: 'cosmos',
    main: 'cosmos:cosmoshub-4',
    other: 'cosmos:osmosis-1',
    signature:
      /^\{"pub_key":\{"type":"tendermint\/PubKeySecp256k1","value":"[^"]+"\},"signature":"[^"]+"\}$/,
  },
];
const ALL_CHAINS = FAMILIES.flatMap(({ main, other }) => [main, other]);

let guard: NetworkGuard;
let relay: Relay;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

beforeAll(async () => {
  guard = watchOutboundHosts();
  relay = await startRelay();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await relay?.stop();
  // Nothing left loopback: no balance, name or RPC lookups for these families.
  expect(guard?.hosts ?? []).toEqual([]);
  guard?.restore();
});

class MemoryKeyValue implements KeyValueStorage {
  map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

function kitConfig(defaultNetwork: CaipNetworkId): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'test',
    metadata: { name: 'families test', url: ORIGIN },
    networks: ALL_CHAINS,
    defaultNetwork,
    enableWalletConnect: true,
    endpoints: { relayUrl: relay.url },
    siwx: { required: true, statement: 'Sign in to the families test', expiresInSeconds: 600 },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

interface TestKit {
  kit: WalletKit;
  siwx: SiwxController;
  client: WalletConnectClient;
  connect(): Promise<void>;
}

function newKit(namespace: WalletConnectAdapterNamespace, defaultNetwork: CaipNetworkId): TestKit {
  const config = kitConfig(defaultNetwork);
  const client = createWalletConnectClient({
    projectId: config.projectId,
    relayUrl: relay.url,
    metadata: config.metadata,
    networks: config.networks,
    storagePrefix: `kit-${Buffer.from(crypto.getRandomValues(new Uint8Array(6))).toString('hex')}`,
    sdkStorage: createMemoryStorage(),
    logger: 'silent',
    platform: { isTelegram: false, isIosSafari: false },
  });
  const siwx = createSiwx(config, {
    storage: createLocalSiwxStorage({ storage: new MemoryKeyValue() }),
    location: { host: DOMAIN, origin: ORIGIN },
  });
  const adapters = FAMILIES.map((family) => createWalletConnectAdapter(client, family.namespace));
  const kit = createWalletKit(config, adapters, { siwx, storage: new MemoryKeyValue() });
  cleanups.push(() => kit.destroy());
  const adapter = adapters.find((item) => item.namespace === namespace)!;
  return { kit, siwx, client, connect: () => kit.connect(adapter.getConnectors()[0]!) };
}

async function newWallet(): Promise<TestWallet> {
  const wallet = await startWallet({ relayUrl: relay.url });
  cleanups.push(() => wallet.close());
  return wallet;
}

const account = (kit: WalletKit, namespace: ChainNamespace) =>
  kit.stores.chain.getState().chains[namespace]?.accountState;

async function connected(namespace: WalletConnectAdapterNamespace, main: CaipNetworkId) {
  const t = newKit(namespace, main);
  const wallet = await newWallet();
  // As on a page: the kit starts (adapters initialised, wallet events followed), then connects.
  await t.kit.start();
  const connecting = t.connect();
  await wallet.pair(await nextUri(t.client));
  await wallet.approve(await wallet.nextProposal(15_000));
  await connecting;
  return { ...t, wallet };
}

function server() {
  const nonces = new Set<string>();
  return {
    domain: DOMAIN,
    origins: [ORIGIN],
    chains: ALL_CHAINS,
    // The kit makes its own nonces here (no backend): each is accepted once.
    consumeNonce: (nonce: string) => !nonces.has(nonce) && nonces.add(nonce).has(nonce),
  };
}

describe.each(FAMILIES)('$namespace through the kit', ({ namespace, main, other, signature }) => {
  test("the wallet's account shows on the family's network with no made-up balance", async () => {
    const { kit, wallet } = await connected(namespace, main);
    expect(account(kit, namespace)?.address).toBe(await wallet.familyAddress(main));
    expect(account(kit, namespace)?.caipAddress).toBe(
      `${main}:${await wallet.familyAddress(main)}`,
    );
    await until(() => account(kit, namespace)?.balanceUnreadable === true);
    expect(account(kit, namespace)?.balance).toBeUndefined();
  });

  test('sign-in opens SIWXSignMessage, and the signed session verifies on the server', async () => {
    const { kit, siwx } = await connected(namespace, main);
    await until(() => kit.stores.router.getState().view === 'SIWXSignMessage');
    await siwx.requestSignMessage();
    const session = siwx.store.getState().session!;
    expect(session.data.chainId).toBe(main);
    await expect(verifySiwxSession(session, server())).resolves.toEqual(session);
  });

  test("the kit's signMessage answers in the family's signature form", async () => {
    const { kit } = await connected(namespace, main);
    expect(await kit.signMessage('hello from the kit')).toMatch(signature);
  });

  test("switching to the family's other network moves the account there, with the wallet's address on it", async () => {
    const { kit, wallet } = await connected(namespace, main);
    await kit.switchNetwork(findCatalogueNetwork(other)!);
    await until(() => account(kit, namespace)?.caipAddress?.startsWith(`${other}:`) === true);
    const state = kit.stores.chain.getState();
    expect(state.activeChain).toBe(namespace);
    expect(state.chains[namespace]?.networkState.caipNetwork?.caipNetworkId).toBe(other);
    // A Bitcoin testnet address and an Osmosis address differ from the mainnet / hub ones.
    expect(account(kit, namespace)?.caipAddress).toBe(
      `${other}:${await wallet.familyAddress(other)}`,
    );
  });

  test('disconnecting clears the account', async () => {
    const { kit } = await connected(namespace, main);
    await kit.disconnect();
    expect(account(kit, namespace)?.address).toBeUndefined();
  });
});
