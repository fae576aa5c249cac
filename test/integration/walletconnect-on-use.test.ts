/**
 * WalletConnect as a generated kit carries it (`createWalletConnectOnUse` and
 * `createWalletConnectAdapterOnUse`): the client's code is fetched on use, never with the
 * page. Against the local relay, anvil and a real wallet (@walletconnect/sign-client driven by
 * the test); only the fetch of the client's chunk is the test's, so it can hold it back or
 * fail it as a browser's would. Nothing may leave loopback.
 */
import { verifyMessage, type Hex } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { CaipNetwork, ChainAdapter } from '@wallet-kit/runtime';
import {
  WC_ERRORS,
  createWalletConnectAdapter,
  createWalletConnectAdapterOnUse,
  createWalletConnectClient,
  createWalletConnectOnUse,
  type WalletConnectClient,
  type WalletConnectClientCode,
  type WalletConnectOnUse,
} from '@wallet-kit/runtime/walletconnect';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { recordingContext } from '../fixtures/eip1193/adapter-context.js';
import { anvilNetwork } from '../fixtures/eip1193/anvil-network.js';
import { rpcRequest } from '../fixtures/eip1193/rpc.js';
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

const DESKTOP = { isTelegram: false, isIosSafari: false };
/** The client's chunk as the page's `import()` hands it over. */
const CLIENT_CODE: WalletConnectClientCode = {
  createWalletConnectClient,
  createWalletConnectAdapter,
};

let guard: NetworkGuard;
let relay: Relay;
let anvil: AnvilNode;
let evm: CaipNetwork;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

beforeAll(async () => {
  guard = watchOutboundHosts();
  [relay, anvil] = await Promise.all([startRelay(), startAnvil()]);
  evm = anvilNetwork(anvil);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await Promise.allSettled([relay?.stop(), anvil?.stop()]);
  guard?.restore();
});

const uniquePrefix = () =>
  `kit-${Buffer.from(crypto.getRandomValues(new Uint8Array(6))).toString('hex')}`;

/** The kit's own storage of one browser profile (localStorage), kept across a reload. */
function kitStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

type Profile = {
  storagePrefix: string;
  sdkStorage: ReturnType<typeof createMemoryStorage>;
  storage: ReturnType<typeof kitStorage>;
};

const newProfile = (): Profile => ({
  storagePrefix: uniquePrefix(),
  sdkStorage: createMemoryStorage(),
  storage: kitStorage(),
});

const clientOptions = (profile: Profile) => ({
  projectId: 'test',
  relayUrl: relay.url,
  metadata: {
    name: 'wallet-kit test dapp',
    description: 'kit',
    url: 'http://127.0.0.1/kit',
    icons: [],
  },
  networks: [evm],
  logger: 'silent',
  platform: DESKTOP,
  ...profile,
});

/**
 * A page's WalletConnect on use, with its eip155 adapter initialised. `fetchCode` stands for
 * the browser's fetch of the client's chunk; each call is counted.
 */
function page(profile: Profile, fetchCode: () => Promise<WalletConnectClientCode>) {
  const fetched = { count: 0 };
  const onUse = createWalletConnectOnUse(clientOptions(profile), () => {
    fetched.count += 1;
    return fetchCode();
  });
  const adapter = createWalletConnectAdapterOnUse(onUse, 'eip155');
  const context = recordingContext([evm]);
  adapter.init(context);
  cleanups.push(() => adapter.destroy());
  return { onUse, adapter, context, fetched };
}

/** A fetch the test lets through when it wants. */
function heldFetch() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { fetchCode: () => held.then(() => CLIENT_CODE), release };
}

async function newWallet(): Promise<TestWallet> {
  const wallet = await startWallet({ relayUrl: relay.url });
  cleanups.push(() => wallet.close());
  return wallet;
}

/** The next pairing URI the client shows (the QR code's content). */

/** Connects the adapter through the wallet, the client's code arriving on the way. */
async function connectThrough(
  onUse: WalletConnectOnUse,
  adapter: ChainAdapter,
  wallet: TestWallet,
) {
  const connecting = adapter.connect({ connectorId: 'walletConnect', network: evm });
  const { client } = await onUse.load();
  await wallet.pair(await nextUri(client));
  await wallet.approve(await wallet.nextProposal());
  return connecting;
}

describe('the client comes on use', () => {
  test('creating it and its adapter fetches nothing and contacts no relay; the connector is there at once', async () => {
    const connections = relay.stats.connections;
    const { onUse, adapter, fetched } = page(newProfile(), async () => CLIENT_CODE);
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', provider: onUse }),
    ]);
    // Nothing remembered and no session connected: asking for calls or a switch fetches nothing.
    expect(adapter.walletCalls?.()).toBeUndefined();
    await adapter.switchNetwork({ network: evm });
    await adapter.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched.count).toBe(0);
    expect(onUse.arrived()).toBeUndefined();
    expect(relay.stats.connections).toBe(connections);
  });

  test('pointing at WalletConnect (prepare) fetches the client once; picking it then pairs with that client', async () => {
    const wallet = await newWallet();
    const { onUse, adapter, fetched } = page(newProfile(), async () => CLIENT_CODE);
    const arrivals: WalletConnectClient[] = [];
    onUse.subscribe(({ client }) => arrivals.push(client));
    adapter.getConnectors()[0]!.prepare!();
    await expect.poll(() => onUse.arrived()).toBeDefined();
    await expect(connectThrough(onUse, adapter, wallet)).resolves.toEqual({
      address: wallet.evmAddress,
      chainId: 31337,
    });
    expect(fetched.count).toBe(1);
    expect(arrivals).toEqual([onUse.arrived()!.client]);
    expect(onUse.arrived()!.client.getSession()).toBeDefined();
  });

  test('a fetch that fails rejects the pick with a clear error; the next pick fetches again and pairs', async () => {
    const wallet = await newWallet();
    let fails = true;
    const { onUse, adapter, fetched } = page(newProfile(), async () => {
      if (fails) {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/client-code.js');
      }
      return CLIENT_CODE;
    });
    await expect(adapter.connect({ connectorId: 'walletConnect', network: evm })).rejects.toThrow(
      `${WC_ERRORS.CODE_NOT_LOADED}: Failed to fetch dynamically imported module`,
    );
    expect(onUse.arrived()).toBeUndefined();
    fails = false;
    await expect(connectThrough(onUse, adapter, wallet)).resolves.toMatchObject({
      address: wallet.evmAddress,
    });
    expect(fetched.count).toBe(2);
  });
});

describe('after a reload with a remembered session', () => {
  /** Pairs on a first page, which then unloads: the profile remembers the session. */
  async function pairedProfile(wallet: TestWallet): Promise<Profile> {
    const profile = newProfile();
    const first = page(profile, async () => CLIENT_CODE);
    await connectThrough(first.onUse, first.adapter, wallet);
    first.adapter.destroy(); // the page unloads: its last adapter releases the client
    return profile;
  }

  test('the account shows at once while the client is held back; a wallet call made then waits for it and reaches the wallet', async () => {
    const wallet = await newWallet();
    wallet.handle('eth_sendTransaction', (params) =>
      rpcRequest(anvil.rpcUrl, 'eth_sendTransaction', params),
    );
    const profile = await pairedProfile(wallet);
    const { fetchCode, release } = heldFetch();
    const { onUse, adapter, fetched } = page(profile, fetchCode);

    await expect(
      adapter.reconnect({ connectorId: 'walletConnect', network: evm }),
    ).resolves.toEqual({ address: wallet.evmAddress, chainId: 31337 });
    // Shown from the kit's storage; the client was asked for at start and is on its way.
    expect(fetched.count).toBe(1);
    expect(onUse.arrived()).toBeUndefined();
    let settled = false;
    const sending = adapter.walletCalls!()!.sendTransaction!({
      to: ANVIL_ACCOUNTS[1].address,
      value: 1n,
    }).finally(() => (settled = true));
    const signing = adapter.signMessage({ message: 'held', address: wallet.evmAddress });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);

    release();
    const hash = await sending;
    await expect
      .poll(
        async () =>
          (
            (await rpcRequest(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
              status: Hex;
            } | null
          )?.status,
        { timeout: 15_000 },
      )
      .toBe('0x1');
    const signature = (await signing) as Hex;
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'held', signature })).toBe(
      true,
    );
    // The restored session, not a new pairing.
    expect(onUse.arrived()!.client.store.getState().status).toBe('connected');
    expect(fetched.count).toBe(1);
  });

  test('a client that does not come ends the account shown: the family disconnects and the session is forgotten', async () => {
    const wallet = await newWallet();
    const profile = await pairedProfile(wallet);
    const { adapter, context } = page(profile, async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/client-code.js');
    });
    await expect(
      adapter.reconnect({ connectorId: 'walletConnect', network: evm }),
    ).resolves.toMatchObject({ address: wallet.evmAddress });
    await expect.poll(() => context.eventsOfType('disconnect').length).toBe(1);
    // Forgotten: the next reload of this profile shows no account from storage.
    const next = page(profile, async () => CLIENT_CODE);
    expect(next.onUse.rememberedConnection('eip155')).toBeUndefined();
  });
});

test('nothing outside loopback was contacted', () => {
  expect(guard.hosts).toEqual([]);
});
