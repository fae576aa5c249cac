import { describe, expect, it, vi } from 'vitest';
import type { SiwxConfig } from '@wallet-kit/schemas';
import {
  createTestKit,
  EVM_ADDRESS,
  flush,
  MAINNET,
  ScriptedAdapter,
  testConfig,
  userRejection,
} from '../core/testing/test-support.js';
import { TOASTS } from '../core/snackbar.js';
import { SIWX_ERRORS } from './errors.js';
import { createSiwx, type CreateSiwxOptions } from './flow.js';
import { createLocalSiwxStorage, type KeyValueStorage } from './local-storage.js';
import type { SiwxSession, SiwxStorage } from './types.js';

class Memory implements KeyValueStorage {
  map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

const location = { host: 'app.example', origin: 'https://app.example' };

function setup(siwxConfig: Partial<SiwxConfig> = {}, options: CreateSiwxOptions = {}) {
  const adapter = new ScriptedAdapter('eip155');
  const signed: string[] = [];
  let answer: (message: string) => Promise<string> = async () => '0xsigned';
  adapter.signMessage = async ({ message }) => {
    signed.push(message);
    return answer(message);
  };
  const siwxStorage = options.storage ?? createLocalSiwxStorage({ storage: new Memory() });
  const config = { siwx: { required: true, ...siwxConfig } };
  const siwx = createSiwx(testConfig(config), { location, ...options, storage: siwxStorage });
  // Wired through the seam of createWalletKit, as a generated kit does.
  const built = createTestKit({ adapters: [adapter], config, siwx });
  return {
    ...built,
    siwx,
    adapter,
    signed,
    storage: siwxStorage,
    answerWith: (fn: typeof answer) => (answer = fn),
    view: () => built.kit.stores.router.getState().view,
    open: () => built.kit.stores.modal.getState().open,
    snackbar: () => built.kit.stores.snackbar.getState(),
    connect: async () => {
      await built.kit.connect(adapter.connectors[0]!);
      await flush();
    },
  };
}

describe('SIWX flow', () => {
  it('after connecting with an address on a supported network, if no session exists, SIWXSignMessage opens', async () => {
    const t = setup();
    await t.connect();
    expect(t.open()).toBe(true);
    expect(t.view()).toBe('SIWXSignMessage');
    expect(t.siwx.store.getState().pending?.message).toContain(EVM_ADDRESS);
  });

  it('does not ask again when a session exists for the account (a reload)', async () => {
    const first = setup();
    await first.connect();
    await first.siwx.requestSignMessage();
    // A new kit over the same storage, as after a reload.
    const again = setup({}, { storage: first.storage });
    await again.connect();
    expect(again.open()).toBe(false);
    expect(again.signed).toEqual([]);
    expect(again.siwx.hasSession()).toBe(true);
  });

  it('does not ask on an unsupported network', async () => {
    const t = setup();
    t.adapter.connectResult = async () => ({ address: EVM_ADDRESS, chainId: 999 });
    await t.connect();
    expect(t.view()).toBe('UnsupportedChain');
    expect(t.signed).toEqual([]);
  });

  it('an expired session is ignored and sign-in is asked again', async () => {
    const storage = createLocalSiwxStorage({ storage: new Memory() });
    await storage.add({
      data: {
        accountAddress: EVM_ADDRESS,
        chainId: MAINNET.caipNetworkId,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: '0123456789abcdef',
        issuedAt: '2020-01-01T00:00:00.000Z',
        expirationTime: '2020-01-02T00:00:00.000Z',
      },
      message: 'm',
      signature: '0xs',
    });
    const t = setup({}, { storage });
    await t.connect();
    expect(t.view()).toBe('SIWXSignMessage');
  });

  it('signing succeeds: the session is added and the modal closes', async () => {
    const t = setup({ expiresInSeconds: 60 });
    await t.connect();
    await t.siwx.requestSignMessage();
    expect(t.open()).toBe(false);
    const [session] = await t.storage.get('eip155:1', EVM_ADDRESS);
    expect(session?.signature).toBe('0xsigned');
    expect(session?.message).toBe(t.signed[0]);
    expect(session?.data.expirationTime).toBeDefined();
    expect(t.siwx.hasSession()).toBe(true);
  });

  it('"Authenticating..." shows while waiting for the signature', async () => {
    const t = setup();
    await t.connect();
    let release!: (value: string) => void;
    t.answerWith(() => new Promise((resolve) => (release = resolve)));
    const signing = t.siwx.requestSignMessage();
    await flush();
    expect(t.siwx.store.getState().status).toBe('signing');
    expect(t.snackbar()).toMatchObject({
      message: TOASTS.AUTHENTICATING,
      variant: 'loading',
      open: true,
    });
    release('0xsigned');
    await signing;
    expect(t.snackbar().open).toBe(false);
  });

  it('decline reopens the view with "Signature declined" and the visitor can retry', async () => {
    const t = setup();
    await t.connect();
    const firstNonce = t.siwx.store.getState().pending?.data.nonce;
    t.answerWith(async () => {
      throw userRejection();
    });
    await t.siwx.requestSignMessage();
    expect(t.open()).toBe(true);
    expect(t.view()).toBe('SIWXSignMessage');
    expect(t.snackbar()).toMatchObject({ message: TOASTS.SIGNATURE_DECLINED, variant: 'error' });
    expect(t.siwx.hasSession()).toBe(false);
    await flush();
    expect(t.siwx.store.getState().pending?.data.nonce).not.toBe(firstNonce);
    t.answerWith(async () => '0xsecond');
    await t.siwx.requestSignMessage();
    expect(t.open()).toBe(false);
    expect(t.siwx.hasSession()).toBe(true);
  });

  it('failure while ApproveTransaction is open does not replace that view', async () => {
    const t = setup();
    await t.connect();
    t.kit.router.push('ApproveTransaction');
    t.answerWith(async () => {
      throw new Error('wallet broke');
    });
    await t.siwx.requestSignMessage();
    expect(t.view()).toBe('ApproveTransaction');
    expect(t.snackbar().message).toBe(TOASTS.SIGNATURE_DECLINED);
  });

  it('failure after the modal was closed reopens the view', async () => {
    const t = setup({ required: false });
    await t.connect();
    t.kit.close();
    t.answerWith(async () => {
      throw userRejection();
    });
    await t.siwx.requestSignMessage();
    expect(t.open()).toBe(true);
    expect(t.view()).toBe('SIWXSignMessage');
  });

  it('cancel disconnects when SIWX is required, then resets to Connect', async () => {
    const t = setup({ required: true });
    await t.connect();
    await t.siwx.cancelSignMessage();
    expect(t.adapter.calls).toContain('eip155.disconnect');
    expect(t.kit.stores.chain.getState().chains.eip155?.accountState.address).toBeUndefined();
    expect(t.view()).toBe('Connect');
    expect(t.open()).toBe(false);
  });

  it('cancel only closes when SIWX is optional, then resets to Connect', async () => {
    const t = setup({ required: false });
    await t.connect();
    await t.siwx.cancelSignMessage();
    expect(t.adapter.calls).not.toContain('eip155.disconnect');
    expect(t.kit.stores.chain.getState().chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
    expect(t.open()).toBe(false);
    expect(t.view()).toBe('Connect');
  });

  it('init failure shows the sign-in error toast, disconnects and goes to Connect', async () => {
    const broken: SiwxStorage = {
      add: async () => undefined,
      set: async () => undefined,
      get: async () => {
        throw new Error('backend down');
      },
      delete: async () => undefined,
    };
    const t = setup({}, { storage: broken });
    await t.connect();
    await flush();
    expect(t.snackbar()).toMatchObject({ message: TOASTS.SIWX_INIT_FAILED, variant: 'error' });
    expect(t.adapter.calls).toContain('eip155.disconnect');
    expect(t.view()).toBe('Connect');
  });

  it('the close button is disabled when SIWX is required, no session exists, and the view is SIWXSignMessage', async () => {
    const t = setup({ required: true });
    await t.connect();
    expect(t.kit.isCloseDisabled()).toBe(true);
    t.kit.close();
    expect(t.open()).toBe(true);
    await t.siwx.requestSignMessage();
    expect(t.kit.isCloseDisabled()).toBe(false);
  });

  it('the close button stays enabled when SIWX is optional', async () => {
    const t = setup({ required: false });
    await t.connect();
    expect(t.kit.isCloseDisabled()).toBe(false);
  });

  it('disconnect clears the sessions first', async () => {
    const t = setup();
    await t.connect();
    await t.siwx.requestSignMessage();
    const order: string[] = [];
    const set = t.storage.set.bind(t.storage);
    t.storage.set = async (sessions) => {
      order.push('clearSessions');
      await set(sessions);
    };
    t.adapter.disconnectResult = async () => void order.push('wallet.disconnect');
    await t.kit.disconnect();
    expect(order).toEqual(['clearSessions', 'wallet.disconnect']);
    expect(await t.storage.get('eip155:1', EVM_ADDRESS)).toEqual([]);
    expect(t.siwx.hasSession()).toBe(false);
  });

  it('a host backend nonce is used in the message', async () => {
    const getNonce = vi.fn(async () => 'backendnonce12345');
    const t = setup({}, { getNonce });
    await t.connect();
    await t.siwx.requestSignMessage();
    expect(t.signed[0]).toContain('Nonce: backendnonce12345');
  });

  it('reports "No ActiveCaipAddress found" when nobody is connected', async () => {
    const t = setup();
    await expect(t.siwx.requestSignMessage()).rejects.toThrow(SIWX_ERRORS.NO_ACTIVE_CAIP_ADDRESS);
  });

  it('a session from one-click auth is stored like any other and closes the modal', async () => {
    const t = setup();
    await t.connect();
    const pending = t.siwx.store.getState().pending!;
    const session: SiwxSession = {
      data: pending.data,
      message: pending.message,
      signature: '0xcacao',
    };
    await t.siwx.addSession(session);
    expect(await t.storage.get('eip155:1', EVM_ADDRESS)).toEqual([session]);
    expect(t.open()).toBe(false);
  });
});
