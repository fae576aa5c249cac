/**
 * One-click auth through WalletConnect (the universal-provider authenticate path applies
 * only when all chains are eip155): a whole kit (core + SIWX flow + WalletConnect
 * adapter) pairs through the local relay with a real wallet, @walletconnect/sign-client
 * 2.21.8 driven by the test. Nothing may leave loopback.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createWalletKit, type CaipNetwork, type WalletKit } from '@wallet-kit/runtime';
import { parseConfig, type ResolvedConfig } from '@wallet-kit/schemas';
import {
  createLocalSiwxStorage,
  createSiwx,
  type KeyValueStorage,
  type SiwxController,
} from '@wallet-kit/runtime/siwx';
import { verifySiwxSession, type VerifyOptions } from '@wallet-kit/server';
import {
  createWalletConnectAdapter,
  createWalletConnectClient,
  type WalletConnectClient,
} from '@wallet-kit/runtime/walletconnect';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { anvilNetwork } from '../fixtures/eip1193/anvil-network.js';
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
const STATEMENT = 'Sign in to the one-click auth test';
const WALLET_ACCOUNT = ANVIL_ACCOUNTS[1];
/** The kit here makes its own nonces (no backend), so the server's nonce check refuses replays. */
const spentNonces = new Set<string>();
const serverOptions = (): VerifyOptions => ({
  rpcUrls: { 'eip155:31337': anvil.rpcUrl },
  domain: DOMAIN,
  origins: [ORIGIN],
  consumeNonce: (nonce) => !spentNonces.has(nonce) && spentNonces.add(nonce).has(nonce),
});

let guard: NetworkGuard;
let relay: Relay;
let anvil: AnvilNode;
let networks: CaipNetwork[];
const cleanups: (() => Promise<unknown> | unknown)[] = [];

beforeAll(async () => {
  guard = watchOutboundHosts();
  [relay, anvil] = await Promise.all([startRelay(), startAnvil()]);
  // A second eip155 network (its RPC is never called): the request lists every chain.
  networks = [
    anvilNetwork(anvil),
    { ...anvilNetwork(anvil, 'Other chain'), id: 1337, caipNetworkId: 'eip155:1337' },
  ];
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await Promise.allSettled([relay?.stop(), anvil?.stop()]);
  expect(guard?.hosts ?? []).toEqual([]);
  guard?.restore();
});

class MemoryKeyValue implements KeyValueStorage {
  map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

function kitConfig(extraNetworks: CaipNetwork[] = []): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'test',
    metadata: { name: 'one-click auth test', url: ORIGIN },
    networks: [...networks, ...extraNetworks].map((network) => ({
      caipNetworkId: network.caipNetworkId,
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: network.rpcUrls,
    })),
    defaultNetwork: networks[0]!.caipNetworkId,
    enableWalletConnect: true,
    endpoints: { relayUrl: relay.url },
    siwx: { required: true, statement: STATEMENT, expiresInSeconds: 600 },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

interface TestKit {
  kit: WalletKit;
  siwx: SiwxController;
  client: WalletConnectClient;
  /** Every view the router showed, in order. */
  views: string[];
  connect(): Promise<void>;
}

function newKit(config: ResolvedConfig): TestKit {
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
  const adapter = createWalletConnectAdapter(client, 'eip155');
  const kit = createWalletKit(config, [adapter], { siwx, storage: new MemoryKeyValue() });
  cleanups.push(() => kit.destroy());
  const views: string[] = [];
  kit.stores.router.subscribe((state) => views.push(state.view));
  return {
    kit,
    siwx,
    client,
    views,
    connect: () => kit.connect(adapter.getConnectors()[0]!),
  };
}

async function newWallet(oneClickAuth: boolean): Promise<TestWallet> {
  const wallet = await startWallet({
    relayUrl: relay.url,
    evmPrivateKey: WALLET_ACCOUNT.privateKey,
    oneClickAuth,
  });
  cleanups.push(() => wallet.close());
  return wallet;
}

const connectedAddress = (kit: WalletKit) =>
  kit.stores.chain.getState().chains.eip155?.accountState.address;

describe('one-click auth through WalletConnect (eip155 only)', () => {
  test('the wallet is asked to sign in with the SIWX fields while pairing, the network being connected first', async () => {
    const t = newKit(kitConfig());
    const wallet = await newWallet(true);
    const connecting = t.connect();
    await wallet.pair(await nextUri(t.client));
    const request = await wallet.nextAuthRequest(15_000);
    const payload = request.params.authPayload;
    expect(payload.domain).toBe(DOMAIN);
    expect(payload.aud).toBe(ORIGIN);
    expect(payload.chains).toEqual(['eip155:31337', 'eip155:1337']);
    expect(payload.statement).toBe(STATEMENT);
    expect(payload.nonce).toMatch(/^[0-9a-f]{32}$/);
    const exp = Date.parse(payload.exp ?? '');
    expect(exp - Date.now()).toBeGreaterThan(590_000);
    expect(exp - Date.now()).toBeLessThanOrEqual(600_000);
    await wallet.rejectAuth(request);
    await connecting;
    expect(connectedAddress(t.kit)).toBeUndefined();
  });

  test('the wallet approves: the kit is connected and signed in, the session verifies with the server helper, SIWXSignMessage never opens', async () => {
    const t = newKit(kitConfig());
    const wallet = await newWallet(true);
    const connecting = t.connect();
    await wallet.pair(await nextUri(t.client));
    const { cacaos } = await wallet.approveAuth(await wallet.nextAuthRequest(15_000));
    expect(cacaos).toHaveLength(2); // one per chain, as WalletKit wallets sign
    await connecting;

    expect(connectedAddress(t.kit)).toBe(WALLET_ACCOUNT.address);
    await until(
      () => t.siwx.store.getState().status === 'idle' && !!t.siwx.store.getState().session,
    );
    expect(t.siwx.hasSession()).toBe(true);
    expect(t.views).not.toContain('SIWXSignMessage');
    expect(t.kit.stores.modal.getState().open).toBe(false);

    const session = t.siwx.store.getState().session!;
    expect(session.data.chainId).toBe('eip155:31337');
    expect(session.data.accountAddress).toBe(WALLET_ACCOUNT.address);
    expect(session.cacao?.p.iss).toBe(`did:pkh:eip155:31337:${WALLET_ACCOUNT.address}`);
    expect(session.message).toContain(`${STATEMENT} I further authorize the stated URI`);
    await expect(verifySiwxSession(session, serverOptions())).resolves.toEqual(session);
    // No second prompt: the wallet was never asked for personal_sign.
    await expect(wallet.requests.next(300)).rejects.toThrow();
    // The session serves requests like a proposed one (methods from the CACAO's ReCap).
    const signature = await t.client.personalSign({
      message: 'hello',
      address: WALLET_ACCOUNT.address,
    });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
  });

  test('a wallet approving the sign-in after the visitor left the QR code neither signs in nor connects, and keeps no session', async () => {
    const t = newKit(kitConfig());
    const wallet = await newWallet(true);
    t.kit.open();
    const connecting = t.connect();
    await wallet.pair(await nextUri(t.client));
    const request = await wallet.nextAuthRequest(15_000);
    t.kit.router.goBack();

    // The wallet answers after the visitor left.
    await wallet.approveAuth(request);
    await connecting;
    await until(() => wallet.client.session.keys.length === 0, 10_000);
    expect(connectedAddress(t.kit)).toBeUndefined();
    expect(t.siwx.hasSession()).toBe(false);
    expect(t.client.getSession()).toBeUndefined();
    // The visitor is still where she went, with the modal open.
    expect(t.kit.stores.modal.getState().open).toBe(true);
  });

  test('a wallet without one-click auth answers the fallback proposal, and the usual SIWXSignMessage step follows', async () => {
    const t = newKit(kitConfig());
    const wallet = await newWallet(false);
    const connecting = t.connect();
    await wallet.pair(await nextUri(t.client));
    await wallet.approve(await wallet.nextProposal(15_000), { eip155: [WALLET_ACCOUNT.address] });
    await connecting;
    expect(connectedAddress(t.kit)).toBe(WALLET_ACCOUNT.address);
    await until(() => t.kit.stores.router.getState().view === 'SIWXSignMessage');
    expect(t.siwx.hasSession()).toBe(false);

    await t.siwx.requestSignMessage();
    const session = t.siwx.store.getState().session!;
    expect(session.cacao).toBeUndefined();
    await expect(verifySiwxSession(session, serverOptions())).resolves.toEqual(session);
  });

  test('with a network that is not eip155 configured, the kit pairs with a plain session proposal', async () => {
    const solana: CaipNetwork = {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1/never-called'] } },
      testnet: true,
    };
    const t = newKit(kitConfig([solana]));
    const wallet = await newWallet(true);
    const connecting = t.connect();
    await wallet.pair(await nextUri(t.client));
    await wallet.approve(await wallet.nextProposal(15_000), { eip155: [WALLET_ACCOUNT.address] });
    await connecting;
    await expect(wallet.nextAuthRequest(300)).rejects.toThrow();
    await until(() => t.kit.stores.router.getState().view === 'SIWXSignMessage');
  });
});
