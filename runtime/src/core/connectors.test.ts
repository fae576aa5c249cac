import { describe, expect, it } from 'vitest';
import { mergeConnectors, setActiveConnectorId } from './connectors.js';
import {
  MAINNET,
  SOLANA,
  ScriptedAdapter,
  connector,
  createTestKit,
} from './testing/test-support.js';
import { CONNECTOR_TYPES, type Connector } from './types.js';
import type { ResolvedConfig } from '@wallet-kit/schemas';

const walletConnect = connector({
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
});
const metaMask = connector({
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  info: { rdns: 'io.metamask' },
});
const injected = connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' });
const external = connector({
  id: 'coinbase',
  name: 'Coinbase',
  type: 'EXTERNAL',
  explorerId: 'fd20dc42',
});
const auth = connector({ id: 'auth', name: 'Email', type: 'AUTH' });

async function kitWith(connectors: Connector[], config: Partial<ResolvedConfig> = {}) {
  const setup = createTestKit({
    adapters: [new ScriptedAdapter('eip155', { connectors })],
    config,
  });
  await setup.kit.start();
  return setup;
}

const ids = (connectors: Connector[]) => connectors.map((c) => c.id);

describe('connectors', () => {
  it('has the six connector types', () => {
    expect(CONNECTOR_TYPES).toEqual([
      'EXTERNAL',
      'INJECTED',
      'ANNOUNCED',
      'AUTH',
      'MULTI_CHAIN',
      'WALLET_CONNECT',
    ]);
  });

  it('connectors with the same name are merged across chains into a MULTI_CHAIN connector', () => {
    const evm = connector({ id: 'app.phantom', name: 'Phantom', imageUrl: 'phantom.svg' });
    const sol = connector({ id: 'phantom-solana', name: 'Phantom', chain: 'solana' });
    const [merged, ...rest] = mergeConnectors([evm, metaMask, sol]);
    expect(rest).toEqual([metaMask]);
    expect(merged).toMatchObject({
      id: 'app.phantom',
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      imageUrl: 'phantom.svg',
    });
    expect(merged?.connectors).toEqual([evm, sol]);
  });

  it('"Trust Wallet" is merged with "Trust"', () => {
    const evm = connector({ id: 'com.trustwallet.app', name: 'Trust Wallet' });
    const sol = connector({ id: 'trust-solana', name: 'Trust', chain: 'solana' });
    const merged = mergeConnectors([evm, sol]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ name: 'Trust', type: 'MULTI_CHAIN' });
  });

  it('a second connector of the same name on the same chain is dropped', () => {
    const copy = { ...metaMask, id: 'io.metamask.copy' };
    expect(mergeConnectors([metaMask, copy])).toEqual([metaMask]);
  });

  it('merged WalletConnect and embedded connectors keep their type', () => {
    const merged = mergeConnectors([walletConnect, { ...walletConnect, chain: 'solana' }]);
    expect(merged[0]?.type).toBe('WALLET_CONNECT');
  });

  it('excludeWalletIds hides connectors by id, rdns or wallet-registry id', async () => {
    const { kit } = await kitWith([metaMask, injected, external, { ...walletConnect, id: 'wc' }], {
      excludeWalletIds: ['io.metamask', 'fd20dc42', 'wc'],
    });
    expect(ids(kit.stores.connector.getState().connectors)).toEqual(['injected']);
  });

  it('the active connector id is kept per namespace', async () => {
    const { kit, ctx } = createTestKit({
      adapters: [new ScriptedAdapter('eip155'), new ScriptedAdapter('solana')],
      config: { networks: [MAINNET, SOLANA] },
    });
    setActiveConnectorId(ctx, 'eip155', 'io.metamask');
    setActiveConnectorId(ctx, 'solana', 'phantom');
    expect(kit.stores.connector.getState().activeConnectorIds).toEqual({
      eip155: 'io.metamask',
      solana: 'phantom',
    });
  });
});

describe('connector type order', () => {
  it('defaults to walletConnect, recent, injected, featured, custom, external', async () => {
    const featured = connector({ id: 'rainbow', type: 'EXTERNAL' });
    const custom = connector({ id: 'my-wallet', type: 'EXTERNAL' });
    const { kit } = await kitWith([external, custom, featured, injected, walletConnect], {
      featuredWalletIds: ['rainbow'],
      customWallets: [{ id: 'my-wallet', name: 'My Wallet' }],
    });
    kit.stores.connection.setState({ recentWallets: [{ id: 'coinbase', name: 'Coinbase' }] });
    expect(ids(kit.getOrderedConnectors())).toEqual([
      'walletConnect',
      'coinbase',
      'injected',
      'rainbow',
      'my-wallet',
    ]);
  });

  it('ANNOUNCED counts as injected', async () => {
    const { kit } = await kitWith([external, metaMask], {
      connectorTypeOrder: ['injected', 'external'],
    });
    expect(ids(kit.getOrderedConnectors())).toEqual(['io.metamask', 'coinbase']);
  });

  it('the host may override the order, and groups it leaves out are not shown', async () => {
    const { kit } = await kitWith([walletConnect, metaMask, external], {
      connectorTypeOrder: ['external', 'injected'],
    });
    expect(ids(kit.getOrderedConnectors())).toEqual(['coinbase', 'io.metamask']);
  });

  it('each connector is listed once, in the first group that claims it', async () => {
    const { kit } = await kitWith([metaMask, injected]);
    kit.stores.connection.setState({
      recentWallets: [{ id: 'x', name: 'x', rdns: 'io.metamask' }],
    });
    expect(ids(kit.getOrderedConnectors())).toEqual(['io.metamask', 'injected']);
  });

  it('the walletConnect entry is hidden when WalletConnect is disabled', async () => {
    const { kit } = await kitWith([walletConnect, metaMask], { enableWalletConnect: false });
    expect(ids(kit.getOrderedConnectors())).toEqual(['io.metamask']);
  });

  it('the walletConnect entry is hidden when already connected through it', async () => {
    const { kit } = await kitWith([walletConnect, metaMask]);
    await kit.connect(walletConnect);
    expect(ids(kit.getOrderedConnectors())).toEqual(['io.metamask']);
  });

  it('embedded (AUTH) connectors are not listed as wallets', async () => {
    const { kit } = await kitWith([auth, metaMask]);
    expect(ids(kit.getOrderedConnectors())).toEqual(['io.metamask']);
  });
});

describe('connect-method order', () => {
  // Email and social logins run in the wallet service: without its URL neither is active.
  const SERVICE = { embeddedWalletUrl: 'http://127.0.0.1:9' };
  const kitWithService = (connectors: Connector[], config: Partial<ResolvedConfig> = {}) =>
    kitWith(connectors, { endpoints: SERVICE, ...config });

  it('defaults to email, social, wallet', async () => {
    const { kit } = await kitWithService([external]);
    expect(kit.getConnectMethodsOrder()).toEqual(['email', 'social', 'wallet']);
  });

  it('is wallet, email, social when an injected wallet is shown', async () => {
    const { kit } = await kitWithService([injected]);
    expect(kit.getConnectMethodsOrder()).toEqual(['wallet', 'email', 'social']);
  });

  it('is wallet, email, social when an announced wallet is shown', async () => {
    const { kit } = await kitWithService([metaMask]);
    expect(kit.getConnectMethodsOrder()).toEqual(['wallet', 'email', 'social']);
  });

  it('an excluded injected wallet does not count as shown', async () => {
    const { kit } = await kitWithService([metaMask], { excludeWalletIds: ['io.metamask'] });
    expect(kit.getConnectMethodsOrder()).toEqual(['email', 'social', 'wallet']);
  });

  it("the host's order overrides", async () => {
    const { kit } = await kitWithService([metaMask], {
      connectMethodsOrder: ['social', 'wallet', 'email'],
    });
    expect(kit.getConnectMethodsOrder()).toEqual(['social', 'wallet', 'email']);
  });

  it('email is dropped when the email feature is off', async () => {
    const { kit, ctx } = await kitWithService([]);
    const config = { ...ctx.config, features: { ...ctx.config.features, email: false } };
    const off = createTestKit({ config });
    expect(off.kit.getConnectMethodsOrder()).toEqual(['social', 'wallet']);
    expect(kit.getConnectMethodsOrder()).toContain('email');
  });

  it('email and social are dropped when the wallet service is not named', async () => {
    const { kit } = await kitWith([]);
    expect(kit.getConnectMethodsOrder()).toEqual(['wallet']);
  });

  it('social is dropped when no social provider is configured', async () => {
    const { kit } = await kitWithService([], { socials: [] });
    expect(kit.getConnectMethodsOrder()).toEqual(['email', 'wallet']);
  });
});
