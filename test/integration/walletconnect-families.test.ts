/**
 * Bitcoin, Polkadot and Cosmos over WalletConnect: the kit's connector against the local relay
 * and the sign-client test wallet (keys from the family signers). Each family connects, shows
 * the wallet's account, switches among its networks, signs a message and signs in (the
 * server verifies the signature with the family's library), and disconnects.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  createSiwxMessageData,
  findCatalogueNetwork,
  formatSiwxMessage,
  type CaipNetwork,
  type CaipNetworkId,
  type SiwxSession,
} from '@wallet-kit/schemas';
import {
  createWalletConnectAdapter,
  createWalletConnectClient,
  type WalletConnectAdapterNamespace,
  type WalletConnectClient,
} from '@wallet-kit/runtime/walletconnect';
import type { ChainAdapter } from '@wallet-kit/runtime';
import { createNonceStore, verifySiwxSession } from '@wallet-kit/server';
import {
  createMemoryStorage,
  startRelay,
  startWallet,
  watchOutboundHosts,
  type NetworkGuard,
  type Relay,
  type TestWallet,
} from '@wallet-kit/local-stack/relay';
import { recordingContext } from '../fixtures/eip1193/adapter-context.js';
import { nextUri } from '../fixtures/walletconnect-uri.js';

const FAMILIES: {
  namespace: WalletConnectAdapterNamespace;
  main: CaipNetworkId;
  other: CaipNetworkId;
  /** The namespace's standard methods the session proposal asks for. */
  methods: string[];
}[] = [
  {
    namespace: 'bip122',
    main: 'bip122:000000000019d6689c085ae165831e93',
    other: 'bip122:000000000933ea01ad0ee984209779ba',
    methods: ['signMessage', 'sendTransfer', 'getAccountAddresses'],
  },
  {
    namespace: 'polkadot',
    main: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    other: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
    methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
  },
  {
    namespace: 'cosmos',
    main: 'cosmos:cosmoshub-4',
    other: 'cosmos:osmosis-1',
    methods: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
  },
];
const DOMAIN = 'app.example';
const VISITOR = 'visitor';

const network = (id: CaipNetworkId): CaipNetwork => findCatalogueNetwork(id)!;
const NETWORKS = FAMILIES.flatMap(({ main, other }) => [network(main), network(other)]);

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
  guard?.restore();
});

function newClient(): WalletConnectClient {
  const client = createWalletConnectClient({
    projectId: 'test',
    relayUrl: relay.url,
    metadata: {
      name: 'wallet-kit test dapp',
      description: 'kit',
      url: 'http://127.0.0.1/kit',
      icons: [],
    },
    networks: NETWORKS,
    storagePrefix: `kit-${Buffer.from(crypto.getRandomValues(new Uint8Array(6))).toString('hex')}`,
    sdkStorage: createMemoryStorage(),
    logger: 'silent',
    platform: { isTelegram: false, isIosSafari: false },
  });
  cleanups.push(() => client.destroy());
  return client;
}

async function newWallet(): Promise<TestWallet> {
  const wallet = await startWallet({ relayUrl: relay.url });
  cleanups.push(() => wallet.close());
  return wallet;
}

/** The pairing URI the client shows once it has one. */

/** One client, one adapter per family, connected through `namespace`'s adapter. */
async function connectFamily(namespace: WalletConnectAdapterNamespace, chain: CaipNetworkId) {
  const [client, wallet] = [newClient(), await newWallet()];
  const adapters = Object.fromEntries(
    FAMILIES.map(({ namespace: ns }) => {
      const adapter = createWalletConnectAdapter(client, ns);
      adapter.init(recordingContext(NETWORKS));
      cleanups.push(() => adapter.destroy?.());
      return [ns, adapter];
    }),
  ) as Record<string, ChainAdapter>;
  const connecting = adapters[namespace]!.connect({
    connectorId: 'walletConnect',
    network: network(chain),
  });
  await wallet.pair(await nextUri(client));
  const session = await wallet.approve(await wallet.nextProposal());
  const connection = await connecting;
  return { client, wallet, adapter: adapters[namespace]!, session, connection };
}

/** A sign-in on `chainId` signed through the adapter, as the kit's sign-in flow does it. */
async function signIn(
  adapter: ChainAdapter,
  chainId: CaipNetworkId,
  address: string,
  nonce: string,
) {
  const data = createSiwxMessageData({
    chainId,
    accountAddress: address,
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    nonce,
  });
  const message = formatSiwxMessage(data);
  const signature = await adapter.signMessage({ message, address });
  return { data, message, signature } satisfies SiwxSession;
}

function server() {
  const nonces = createNonceStore();
  return {
    nonce: () => nonces.issue(VISITOR),
    options: {
      domain: DOMAIN,
      consumeNonce: (nonce: string) => nonces.consume(nonce, VISITOR),
      chains: NETWORKS.map((item) => item.caipNetworkId),
    },
  };
}

describe.each(FAMILIES)('$namespace over WalletConnect', ({ namespace, main, other, methods }) => {
  test("the proposal asks for the family's chains and standard methods; the wallet's account is the kit's", async () => {
    const { session, connection, wallet } = await connectFamily(namespace, main);
    const approved = session.namespaces[namespace]!;
    expect(approved.chains).toEqual([main, other]);
    expect(approved.methods).toEqual(expect.arrayContaining(methods));
    expect(connection).toEqual({
      address: await wallet.familyAddress(main),
      chainId: main.split(':')[1],
    });
  });

  test('a message signed through the kit is one the server verifies as a sign-in', async () => {
    const { adapter, connection } = await connectFamily(namespace, main);
    const { nonce, options } = server();
    const session = await signIn(adapter, main, connection.address, nonce());
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });

  test('switching to the other network signs in there with the account of that network', async () => {
    const { adapter, client, wallet } = await connectFamily(namespace, main);
    await adapter.switchNetwork({ network: network(other) });
    expect(client.activeChain(namespace)).toBe(other);
    const address = await wallet.familyAddress(other);
    const { nonce, options } = server();
    const session = await signIn(adapter, other, address, nonce());
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });

  test('no balance is reported rather than a made-up zero (no balance source)', async () => {
    const { adapter, connection } = await connectFamily(namespace, main);
    await expect(
      adapter.getBalance({ address: connection.address, network: network(main) }),
    ).resolves.toBeUndefined();
  });

  test('a signature of another message is refused by the server', async () => {
    const { adapter, connection } = await connectFamily(namespace, main);
    const { nonce, options } = server();
    const session = await signIn(adapter, main, connection.address, nonce());
    const other = await signIn(adapter, main, connection.address, nonce());
    await expect(
      verifySiwxSession({ ...session, signature: other.signature }, options),
    ).rejects.toThrow('Invalid signature');
  });

  test('disconnecting ends the session on both sides', async () => {
    const { adapter, client, wallet } = await connectFamily(namespace, main);
    await adapter.disconnect();
    expect(client.store.getState().status).toBe('disconnected');
    await expect.poll(() => wallet.client.session.keys.length).toBe(0);
  });
});
