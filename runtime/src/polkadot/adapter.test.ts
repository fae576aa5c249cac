import { hexToU8a, u8aWrapBytes } from '@polkadot/util';
import {
  createPolkadotSigner,
  type PolkadotKeyType,
  type PolkadotSigner,
} from '@wallet-kit/local-stack/family-signers';
import { verifySiwxSession } from '@wallet-kit/server';
import {
  createSiwxMessageData,
  findCatalogueNetwork,
  formatSiwxMessage,
  type CaipNetwork,
} from '@wallet-kit/schemas';
import { describe, expect, it } from 'vitest';
import { isUserRejection } from '../core/errors.js';
import type { AdapterEvent } from '../core/types.js';
import { createPolkadotAdapter } from './adapter.js';
import type {
  InjectedAccount,
  InjectedExtension,
  InjectedWeb3Entry,
  PolkadotWindowLike,
} from './injected-web3.js';

const POLKADOT = findCatalogueNetwork('polkadot:91b171bb158e2d3848fa23a9f1c25182') as CaipNetwork;
const WESTEND = findCatalogueNetwork('polkadot:e143f23803ac50e8f6f8e62695d1ce9e') as CaipNetwork;
const CONNECTOR = 'injected-web3:polkadot-js';

/** Real keys, each listed as the extension lists them: generic format (42), with a name. */
async function key(seed: string, type: PolkadotKeyType = 'sr25519') {
  return {
    generic: await createPolkadotSigner({ seed, type, ss58Format: 42 }),
    polkadot: await createPolkadotSigner({ seed, type, ss58Format: 0 }),
    westend: await createPolkadotSigner({ seed, type, ss58Format: 42 }),
  };
}

/** A polkadot-js style extension: allowed pages, named accounts, `<Bytes>` raw signing. */
class TestExtension implements InjectedWeb3Entry {
  version = '0.1.0';
  approve = true;
  allowed = new Set<string>();
  asked: string[] = [];
  accounts: { account: InjectedAccount; signer: PolkadotSigner }[] = [];
  private listeners = new Set<(accounts: InjectedAccount[]) => void>();

  add(signer: PolkadotSigner, name: string, extra: Partial<InjectedAccount> = {}) {
    this.accounts.push({
      account: { address: signer.address, name, type: signer.type, ...extra },
      signer,
    });
    this.notify();
  }
  remove(address: string) {
    this.accounts = this.accounts.filter((entry) => entry.account.address !== address);
    this.notify();
  }
  private notify() {
    for (const listener of this.listeners) listener(this.accounts.map((entry) => entry.account));
  }

  async enable(appName: string): Promise<InjectedExtension> {
    this.asked.push(appName);
    if (!this.allowed.has(appName)) {
      if (!this.approve) throw new Error('Rejected by user');
      this.allowed.add(appName);
    }
    return {
      accounts: {
        get: async () => this.accounts.map((entry) => entry.account),
        subscribe: (callback) => {
          this.listeners.add(callback);
          return () => this.listeners.delete(callback);
        },
      },
      signer: {
        signRaw: async ({ address, data, type }) => {
          const entry = this.accounts.find((item) => item.account.address === address);
          if (!entry || type !== 'bytes') throw new Error('Unable to find the account');
          if (!this.approve) throw new Error('Cancelled');
          return { id: 1, signature: entry.signer.signBytes(u8aWrapBytes(hexToU8a(data))) };
        },
      },
    };
  }
}

function setup(withExtension = true) {
  const target = new EventTarget();
  const win: PolkadotWindowLike = {
    injectedWeb3: {},
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
  };
  const extension = new TestExtension();
  if (withExtension) win.injectedWeb3!['polkadot-js'] = extension;
  const events: AdapterEvent[] = [];
  const adapter = createPolkadotAdapter({ window: win, appName: 'Test app', reconnectWaitMs: 250 });
  adapter.init({ networks: [POLKADOT, WESTEND], emit: (event) => events.push(event) });
  return { win, extension, adapter, events };
}

describe('polkadot adapter', () => {
  it('offers each injectedWeb3 extension as a connector under its known name', () => {
    const { adapter } = setup();
    expect(adapter.getConnectors()).toMatchObject([
      { id: CONNECTOR, name: 'Polkadot{.js}', type: 'INJECTED', chain: 'polkadot' },
    ]);
    expect(setup(false).adapter.getConnectors()).toEqual([]);
  });

  it('connects by enabling the extension for the app and shows the account in the network format', async () => {
    const { adapter, extension } = setup();
    const alice = await key('alice');
    extension.add(alice.generic, 'Alice');
    const connection = await adapter.connect({ connectorId: CONNECTOR, network: POLKADOT });
    expect(extension.asked).toEqual(['Test app']);
    expect(connection).toEqual({
      address: alice.polkadot.address,
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
      accountName: 'Alice',
    });
  });

  it("asks the extension on behalf of the kit's app name when no name is passed to the adapter", async () => {
    const { win, extension } = setup();
    const adapter = createPolkadotAdapter({ window: win, reconnectWaitMs: 250 });
    adapter.init({ networks: [POLKADOT], appName: 'Shop', emit: () => undefined });
    extension.add((await key('alice')).generic, 'Alice');
    await adapter.connect({ connectorId: CONNECTOR, network: POLKADOT });
    expect(extension.asked).toEqual(['Shop']);
  });

  it('keeps the accounts with the names the visitor gave them', async () => {
    const { adapter, extension } = setup();
    const [alice, bob] = [await key('alice'), await key('bob', 'ed25519')];
    extension.add(alice.generic, 'Alice');
    extension.add(bob.generic, 'Bob');
    await adapter.connect({ connectorId: CONNECTOR, network: POLKADOT });
    expect(adapter.accountName()).toBe('Alice');
    expect(adapter.getAccounts()).toEqual([
      { address: alice.polkadot.address, name: 'Alice', type: 'sr25519' },
      { address: bob.polkadot.address, name: 'Bob', type: 'ed25519' },
    ]);
  });

  it('leaves out Ethereum accounts and accounts meant for another chain', async () => {
    const { adapter, extension } = setup();
    const [alice, bob] = [await key('alice'), await key('bob')];
    extension.add(alice.generic, 'Westend only', {
      genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e',
    });
    extension.add(bob.generic, 'Bob');
    const connection = await adapter.connect({ connectorId: CONNECTOR, network: POLKADOT });
    expect(connection.address).toBe(bob.polkadot.address);
    expect(adapter.getAccounts().map((account) => account.name)).toEqual(['Bob']);
  });

  it('a visitor who declines the page gets a rejection', async () => {
    const { adapter, extension } = setup();
    extension.add((await key('alice')).generic, 'Alice');
    extension.approve = false;
    const error = await adapter
      .connect({ connectorId: CONNECTOR, network: POLKADOT })
      .catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
  });

  for (const type of ['sr25519', 'ed25519'] as const) {
    it(`signs a sign-in message as raw bytes with an ${type} key so the server helper verifies it`, async () => {
      const { adapter, extension } = setup();
      extension.add((await key('signer', type)).generic, 'Signer');
      const { address } = await adapter.connect({ connectorId: CONNECTOR, network: POLKADOT });
      const data = createSiwxMessageData({
        chainId: POLKADOT.caipNetworkId,
        accountAddress: address,
        domain: 'app.example',
        uri: 'https://app.example',
        nonce: 'nonce0123456789',
      });
      const message = formatSiwxMessage(data);
      const signature = await adapter.signMessage({ message, address });
      const verified = await verifySiwxSession(
        { data, message, signature },
        { domain: 'app.example', chains: [POLKADOT.caipNetworkId], consumeNonce: () => true },
      );
      expect(verified.data.accountAddress).toBe(address);
    });
  }

  it('a signature the visitor declines rejects with the rejection code', async () => {
    const { adapter, extension } = setup();
    extension.add((await key('alice')).generic, 'Alice');
    const { address } = await adapter.connect({ connectorId: CONNECTOR, network: POLKADOT });
    extension.approve = false;
    const error = await adapter.signMessage({ message: 'hello', address }).catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
  });

  it('a reload reconnects silently to an extension that still allows the page', async () => {
    const { adapter, extension } = setup();
    const alice = await key('alice');
    extension.add(alice.generic, 'Alice');
    extension.allowed.add('Test app');
    extension.approve = false; // any prompt would be declined
    expect(await adapter.reconnect({ connectorId: CONNECTOR, network: POLKADOT })).toMatchObject({
      address: alice.polkadot.address,
    });
  });

  it('a reload does not reconnect when the extension refuses the page or is gone', async () => {
    const { adapter, extension } = setup();
    extension.add((await key('alice')).generic, 'Alice');
    extension.approve = false;
    expect(await adapter.reconnect({ connectorId: CONNECTOR, network: POLKADOT })).toBeNull();
    const gone = setup(false);
    expect(await gone.adapter.reconnect({ connectorId: CONNECTOR, network: POLKADOT })).toBeNull();
  });

  it('waits for an extension that injects itself after the kit started', async () => {
    const { win, extension, adapter } = setup(false);
    const alice = await key('alice');
    extension.add(alice.generic, 'Alice');
    setTimeout(() => (win.injectedWeb3!['polkadot-js'] = extension), 20);
    expect(await adapter.reconnect({ connectorId: CONNECTOR, network: POLKADOT })).toMatchObject({
      address: alice.polkadot.address,
    });
  });

  it('the account in use removed from the extension moves the kit to the next one, then disconnects', async () => {
    const { adapter, extension, events } = setup();
    const [alice, bob] = [await key('alice'), await key('bob')];
    extension.add(alice.generic, 'Alice');
    extension.add(bob.generic, 'Bob');
    await adapter.connect({ connectorId: CONNECTOR, network: POLKADOT });
    extension.remove(alice.generic.address);
    expect(events.at(-1)).toEqual({
      type: 'accountsChanged',
      address: bob.polkadot.address,
      accountName: 'Bob',
    });
    expect(adapter.accountName()).toBe('Bob');
    extension.remove(bob.generic.address);
    expect(events.at(-1)).toEqual({ type: 'disconnect' });
  });

  it('switching network shows the same account in the new network format', async () => {
    const { adapter, extension, events } = setup();
    const alice = await key('alice');
    extension.add(alice.generic, 'Alice');
    await adapter.connect({ connectorId: CONNECTOR, network: POLKADOT });
    await adapter.switchNetwork({ network: WESTEND });
    expect(events.at(-1)).toEqual({
      type: 'accountsChanged',
      address: alice.westend.address,
      accountName: 'Alice',
    });
    expect(adapter.getAccounts()[0]!.address).toBe(alice.westend.address);
  });

  it('disconnect stops following the extension and signing', async () => {
    const { adapter, extension, events } = setup();
    const [alice, bob] = [await key('alice'), await key('bob')];
    extension.add(alice.generic, 'Alice');
    const { address } = await adapter.connect({ connectorId: CONNECTOR, network: POLKADOT });
    await adapter.disconnect();
    const before = events.length;
    extension.add(bob.generic, 'Bob');
    extension.remove(alice.generic.address);
    expect(events.length).toBe(before);
    await expect(adapter.signMessage({ message: 'hi', address })).rejects.toThrow(
      'No polkadot wallet is connected',
    );
  });

  it('reports no balance rather than a made-up 0 DOT: no Polkadot balance is read', async () => {
    const { adapter } = setup();
    const address = (await key('alice')).polkadot.address;
    expect(await adapter.getBalance({ address, network: POLKADOT })).toBeUndefined();
  });
});
