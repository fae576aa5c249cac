import {
  BITCOIN_MAINNET,
  BITCOIN_TESTNET,
  createBip122Signer,
  type Bip122Signer,
} from '@wallet-kit/local-stack/family-signers';
import { verifySiwxSession } from '@wallet-kit/server';
import {
  createSiwxMessageData,
  findCatalogueNetwork,
  formatSiwxMessage,
  type CaipNetwork,
} from '@wallet-kit/schemas';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { isUserRejection } from '../core/errors.js';
import type { AdapterEvent } from '../core/types.js';
import { createBip122Adapter } from './adapter.js';
import type { Bip122WalletSource, Bip122WindowLike } from './discovery.js';

const MAINNET = findCatalogueNetwork(BITCOIN_MAINNET) as CaipNetwork;
const TESTNET = findCatalogueNetwork(BITCOIN_TESTNET) as CaipNetwork;
const STANDARD = 'wallet-standard:Test Bitcoin';
const XVERSE = 'sats-connect:XverseProviders.BitcoinProvider';

/** A payment (native segwit) and an ordinals (taproot) key of one test wallet. */
function keys(chainId = BITCOIN_MAINNET) {
  return {
    payment: createBip122Signer({ seed: 'payment', chainId, addressType: 'p2wpkh' }),
    ordinals: createBip122Signer({ seed: 'ordinals', chainId, addressType: 'p2tr' }),
  };
}

function bytesOfHex(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
}

function base64Bytes(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'base64'));
}

/** A Wallet Standard Bitcoin wallet holding real keys: `bitcoin:connect`, `bitcoin:signMessage`. */
class TestStandardWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name = 'Test Bitcoin';
  readonly icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const;
  readonly chains = ['bitcoin:mainnet', 'bitcoin:testnet'] as const;
  approve = true;
  purposesAsked: unknown[] = [];
  allowed = false;
  private listeners = new Set<(properties: { accounts?: unknown }) => void>();
  constructor(public signers: Bip122Signer[]) {}

  private account(signer: Bip122Signer): WalletAccount {
    return {
      address: signer.address,
      publicKey: bytesOfHex(signer.publicKey),
      chains: [signer.address.startsWith('bc1') ? 'bitcoin:mainnet' : 'bitcoin:testnet'],
      features: ['bitcoin:signMessage'],
    };
  }
  get accounts(): WalletAccount[] {
    return this.allowed ? this.signers.map((signer) => this.account(signer)) : [];
  }
  change(signers: Bip122Signer[]) {
    this.signers = signers;
    for (const listener of this.listeners) listener({ accounts: this.accounts });
  }
  get features() {
    return {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input?: { purposes: readonly string[] }) => {
          this.purposesAsked.push(input?.purposes);
          if (!this.approve) throw new Error('User rejected the request');
          this.allowed = true;
          return { accounts: this.accounts };
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          if (!this.approve) throw new Error('User rejected the request');
          return inputs.map(({ account, message }) => {
            const signer = this.signers.find((item) => item.address === account.address)!;
            const signature = signer.signMessage(new TextDecoder().decode(message));
            return { signedMessage: message, signature: base64Bytes(signature) };
          });
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          this.allowed = false;
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (properties: { accounts?: unknown }) => void) => {
          this.listeners.add(listener);
          return () => this.listeners.delete(listener);
        },
      },
    } as unknown as Wallet['features'];
  }
}

/** A sats-connect provider (Xverse style): JSON-RPC answers, permissions, purposes. */
class TestSatsProvider {
  approve = true;
  allowed = false;
  calls: { method: string; params: unknown }[] = [];
  constructor(public signers: { signer: Bip122Signer; purpose: string }[]) {}

  async request(method: string, params?: unknown): Promise<unknown> {
    this.calls.push({ method, params });
    const addresses = () =>
      this.signers.map(({ signer, purpose }) => ({
        address: signer.address,
        publicKey: signer.publicKey,
        purpose,
        addressType: signer.addressType,
      }));
    const rejected = { jsonrpc: '2.0', id: '1', error: { code: -32000, message: 'User rejected' } };
    switch (method) {
      case 'getAccounts':
        if (!this.approve) return rejected;
        this.allowed = true;
        return { jsonrpc: '2.0', id: '1', result: addresses() };
      case 'wallet_getAccount':
        if (!this.allowed) {
          return { jsonrpc: '2.0', id: '1', error: { code: -32002, message: 'Access denied' } };
        }
        return { jsonrpc: '2.0', id: '1', result: { id: 'a', addresses: addresses() } };
      case 'signMessage': {
        if (!this.approve) return rejected;
        const { address, message } = params as { address: string; message: string };
        const { signer } = this.signers.find((entry) => entry.signer.address === address)!;
        return { jsonrpc: '2.0', id: '1', result: { signature: signer.signMessage(message) } };
      }
      case 'wallet_renouncePermissions':
        this.allowed = false;
        return { jsonrpc: '2.0', id: '1', result: true };
      default:
        return { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'Method not found' } };
    }
  }
}

class TestSource implements Bip122WalletSource {
  wallets: Wallet[] = [];
  private listeners = new Set<() => void>();
  register(wallet: Wallet) {
    this.wallets.push(wallet);
    for (const listener of this.listeners) listener();
  }
  get = () => this.wallets;
  on(_event: 'register' | 'unregister', listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

function setup(options: { standard?: TestStandardWallet; sats?: TestSatsProvider } = {}) {
  const source = new TestSource();
  if (options.standard) source.register(options.standard);
  const target = new EventTarget();
  const win: Bip122WindowLike = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    ...(options.sats ? { XverseProviders: { BitcoinProvider: options.sats } } : {}),
  };
  const events: AdapterEvent[] = [];
  const make = (accountType?: 'payment' | 'ordinals') => {
    const adapter = createBip122Adapter({
      wallets: source,
      window: win,
      reconnectWaitMs: 200,
      ...(accountType ? { accountType } : {}),
    });
    adapter.init({ networks: [MAINNET, TESTNET], emit: (event) => events.push(event) });
    return adapter;
  };
  return { source, win, events, adapter: make(), make };
}

function signInMessage(address: string, network: CaipNetwork) {
  const data = createSiwxMessageData({
    chainId: network.caipNetworkId,
    accountAddress: address,
    domain: 'app.example',
    uri: 'https://app.example',
    nonce: 'nonce0123456789',
  });
  return { data, message: formatSiwxMessage(data) };
}

async function verified(
  address: string,
  network: CaipNetwork,
  sign: (m: string) => Promise<string>,
) {
  const { data, message } = signInMessage(address, network);
  const signature = await sign(message);
  const session = await verifySiwxSession(
    { data, message, signature },
    { domain: 'app.example', chains: [network.caipNetworkId], consumeNonce: () => true },
  );
  return session.data.accountAddress;
}

describe('bip122 adapter: discovery', () => {
  it('offers a Wallet Standard wallet with bitcoin:connect as a connector with its name and icon', () => {
    const { adapter } = setup({ standard: new TestStandardWallet([]) });
    expect(adapter.getConnectors()).toMatchObject([
      {
        id: STANDARD,
        name: 'Test Bitcoin',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ]);
  });

  it('leaves out Wallet Standard wallets without Bitcoin features', () => {
    const { adapter, source } = setup();
    source.register({
      version: '1.0.0',
      name: 'Solana only',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: ['solana:mainnet'],
      accounts: [],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      },
    } as unknown as Wallet);
    expect(adapter.getConnectors()).toEqual([]);
  });

  it('finds a wallet that registers after the kit started', () => {
    const { adapter, source, events } = setup();
    source.register(new TestStandardWallet([]));
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([STANDARD]);
    expect(events.at(-1)).toMatchObject({ type: 'connectors' });
  });

  it('offers a sats-connect provider of the window as an injected connector', () => {
    const { adapter } = setup({ sats: new TestSatsProvider([]) });
    expect(adapter.getConnectors()).toMatchObject([
      { id: XVERSE, name: 'Xverse', type: 'INJECTED', chain: 'bip122' },
    ]);
  });

  it('lists once a wallet whose Wallet Standard entry carries the same sats-connect provider', () => {
    const provider = new TestSatsProvider([]);
    const standard = {
      version: '1.0.0',
      name: 'Xverse Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: [],
      accounts: [],
      features: { 'sats-connect:': { provider } },
    } as unknown as Wallet;
    const { adapter, source } = setup({ sats: provider });
    source.register(standard);
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['wallet-standard:Xverse Wallet']);
  });
});

describe('bip122 adapter: accounts', () => {
  it('connects the payment address and keeps the ordinals one, asking for both purposes', async () => {
    const { payment, ordinals } = keys();
    const wallet = new TestStandardWallet([payment, ordinals]);
    const { adapter } = setup({ standard: wallet });
    const connection = await adapter.connect({ connectorId: STANDARD, network: MAINNET });
    expect(wallet.purposesAsked).toEqual([['payment', 'ordinals']]);
    expect(connection).toEqual({
      address: payment.address,
      chainId: '000000000019d6689c085ae165831e93',
    });
    expect(adapter.getAccounts()).toEqual([
      { address: payment.address, purpose: 'payment', publicKey: payment.publicKey },
      { address: ordinals.address, purpose: 'ordinals', publicKey: ordinals.publicKey },
    ]);
  });

  it('connects the ordinals address when that is the account type asked for', async () => {
    const { payment, ordinals } = keys();
    const { make } = setup({ standard: new TestStandardWallet([payment, ordinals]) });
    const connection = await make('ordinals').connect({ connectorId: STANDARD, network: MAINNET });
    expect(connection.address).toBe(ordinals.address);
  });

  it("connects the ordinals address when the config's Bitcoin account type is ordinals", async () => {
    const { payment, ordinals } = keys();
    const { source, win } = setup({ standard: new TestStandardWallet([payment, ordinals]) });
    const adapter = createBip122Adapter({ wallets: source, window: win, reconnectWaitMs: 200 });
    adapter.init({ networks: [MAINNET], accountType: 'ordinals', emit: () => undefined });
    const connection = await adapter.connect({ connectorId: STANDARD, network: MAINNET });
    expect(connection.address).toBe(ordinals.address);
  });

  it('takes the purposes a sats-connect wallet names for its addresses', async () => {
    const { payment, ordinals } = keys();
    const provider = new TestSatsProvider([
      { signer: ordinals, purpose: 'ordinals' },
      { signer: payment, purpose: 'payment' },
      { signer: createBip122Signer({ seed: 'stacks' }), purpose: 'stacks' },
    ]);
    const { adapter } = setup({ sats: provider });
    const connection = await adapter.connect({ connectorId: XVERSE, network: MAINNET });
    expect(provider.calls[0]).toEqual({
      method: 'getAccounts',
      params: { purposes: ['payment', 'ordinals'] },
    });
    expect(connection.address).toBe(payment.address);
    expect(adapter.getAccounts().map((a) => [a.purpose, a.address])).toEqual([
      ['ordinals', ordinals.address],
      ['payment', payment.address],
    ]);
  });

  it('refuses a wallet that has no address of the network in use', async () => {
    const { payment } = keys(BITCOIN_TESTNET);
    const { adapter } = setup({ standard: new TestStandardWallet([payment]) });
    await expect(adapter.connect({ connectorId: STANDARD, network: MAINNET })).rejects.toThrow(
      /no address for this network/,
    );
  });

  it('a connection the visitor declines rejects with the rejection code', async () => {
    const wallet = new TestStandardWallet(Object.values(keys()));
    wallet.approve = false;
    const { adapter } = setup({ standard: wallet });
    const error = await adapter
      .connect({ connectorId: STANDARD, network: MAINNET })
      .catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
  });

  it('follows the wallet when its payment address changes', async () => {
    const wallet = new TestStandardWallet(Object.values(keys()));
    const { adapter, events } = setup({ standard: wallet });
    await adapter.connect({ connectorId: STANDARD, network: MAINNET });
    const next = createBip122Signer({ seed: 'another payment key' });
    wallet.change([next]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events.at(-1)).toEqual({ type: 'accountsChanged', address: next.address });
  });

  it('reports no balance rather than a made-up 0 BTC: no Bitcoin balance is read', async () => {
    const { adapter } = setup();
    const address = keys().payment.address;
    expect(await adapter.getBalance({ address, network: MAINNET })).toBeUndefined();
  });
});

describe('bip122 adapter: signing', () => {
  it('signs a sign-in message with BIP-322 from a native segwit address so the server helper verifies it', async () => {
    const { adapter } = setup({ standard: new TestStandardWallet(Object.values(keys())) });
    const { address } = await adapter.connect({ connectorId: STANDARD, network: MAINNET });
    expect(
      await verified(address, MAINNET, (message) => adapter.signMessage({ message, address })),
    ).toBe(address);
  });

  it('signs with the ordinals (taproot) address too', async () => {
    const { ordinals } = keys();
    const { adapter } = setup({ standard: new TestStandardWallet(Object.values(keys())) });
    await adapter.connect({ connectorId: STANDARD, network: MAINNET });
    const address = ordinals.address;
    expect(
      await verified(address, MAINNET, (message) => adapter.signMessage({ message, address })),
    ).toBe(address);
  });

  it('a legacy address of a sats-connect wallet signs in the legacy signmessage form the server verifies', async () => {
    const legacy = createBip122Signer({
      seed: 'legacy',
      chainId: BITCOIN_TESTNET,
      addressType: 'p2pkh',
    });
    const provider = new TestSatsProvider([{ signer: legacy, purpose: 'payment' }]);
    const { adapter } = setup({ sats: provider });
    const { address } = await adapter.connect({ connectorId: XVERSE, network: TESTNET });
    expect(
      await verified(address, TESTNET, (message) => adapter.signMessage({ message, address })),
    ).toBe(address);
    expect(provider.calls.at(-1)).toMatchObject({
      method: 'signMessage',
      params: { protocol: 'ECDSA' },
    });
  });

  it('a signature the visitor declines rejects with the rejection code', async () => {
    const provider = new TestSatsProvider([{ signer: keys().payment, purpose: 'payment' }]);
    const { adapter } = setup({ sats: provider });
    const { address } = await adapter.connect({ connectorId: XVERSE, network: MAINNET });
    provider.approve = false;
    const error = await adapter.signMessage({ message: 'hi', address }).catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
  });

  it('refuses to sign for an address the wallet did not connect', async () => {
    const { adapter } = setup({ standard: new TestStandardWallet(Object.values(keys())) });
    await adapter.connect({ connectorId: STANDARD, network: MAINNET });
    await expect(
      adapter.signMessage({ message: 'hi', address: keys(BITCOIN_TESTNET).payment.address }),
    ).rejects.toThrow(/not connected/);
  });
});

describe('bip122 adapter: reconnect and disconnect', () => {
  it('reconnects without a prompt to a Wallet Standard wallet that still lists the page’s accounts', async () => {
    const wallet = new TestStandardWallet(Object.values(keys()));
    const { make } = setup({ standard: wallet });
    await make().connect({ connectorId: STANDARD, network: MAINNET });
    const reloaded = make();
    const connection = await reloaded.reconnect({ connectorId: STANDARD, network: MAINNET });
    expect(connection?.address).toBe(keys().payment.address);
    expect(wallet.purposesAsked).toHaveLength(1);
  });

  it('reconnects a sats-connect wallet through its permission, without asking again', async () => {
    const provider = new TestSatsProvider([{ signer: keys().payment, purpose: 'payment' }]);
    const { make } = setup({ sats: provider });
    await make().connect({ connectorId: XVERSE, network: MAINNET });
    const connection = await make().reconnect({ connectorId: XVERSE, network: MAINNET });
    expect(connection?.address).toBe(keys().payment.address);
    expect(provider.calls.filter((call) => call.method === 'getAccounts')).toHaveLength(1);
  });

  it('does not reconnect a wallet that no longer allows the page, nor one that is gone', async () => {
    const wallet = new TestStandardWallet(Object.values(keys()));
    const { adapter } = setup({ standard: wallet });
    expect(await adapter.reconnect({ connectorId: STANDARD, network: MAINNET })).toBeNull();
    expect(await adapter.reconnect({ connectorId: XVERSE, network: MAINNET })).toBeNull();
    expect(wallet.purposesAsked).toEqual([]);
  });

  it('disconnect tells the wallet, forgets the accounts, and a reload does not reconnect', async () => {
    const wallet = new TestStandardWallet(Object.values(keys()));
    const { adapter, make } = setup({ standard: wallet });
    await adapter.connect({ connectorId: STANDARD, network: MAINNET });
    await adapter.disconnect();
    expect(adapter.getAccounts()).toEqual([]);
    expect(await make().reconnect({ connectorId: STANDARD, network: MAINNET })).toBeNull();
  });

  it('disconnect renounces a sats-connect wallet’s permission', async () => {
    const provider = new TestSatsProvider([{ signer: keys().payment, purpose: 'payment' }]);
    const { adapter } = setup({ sats: provider });
    await adapter.connect({ connectorId: XVERSE, network: MAINNET });
    await adapter.disconnect();
    expect(provider.allowed).toBe(false);
  });
});
