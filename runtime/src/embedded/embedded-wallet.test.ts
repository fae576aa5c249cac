// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { ALERTS } from '../core/alerts.js';
import { EMBEDDED_NOT_ENABLED } from '../core/embedded.js';
import type { Eip1193Provider } from '../core/eip1193.js';
import {
  createTestKit,
  EVM_ADDRESS,
  MemoryStorage,
  SOLANA_ADDRESS,
} from '../core/testing/test-support.js';
import { emulateMedia } from '../core/testing/emulated-media.js';
import { ACTION_NOT_ALLOWED, FRAME_ERRORS } from './frame-errors.js';
import {
  EMAIL,
  embeddedTestKit,
  GOOD_OTP,
  postedTypes,
  simulatedFrame,
} from './testing/wallet-kit.js';

type TestKit = ReturnType<typeof embeddedTestKit>;
let current: TestKit | undefined;
let server: Server | undefined;

function kitWith(options: Parameters<typeof embeddedTestKit>[0] = {}): TestKit {
  current = embeddedTestKit(options);
  return current;
}

afterEach(async () => {
  current?.kit.destroy();
  current = undefined;
  document.body.innerHTML = '';
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Logs in with the good code: email, then code. */
async function logIn(made: TestKit) {
  const action = made.kit.embedded.connectEmail(EMAIL);
  const frame = await made.frameReady();
  await expect(action).resolves.toBe('VERIFY_OTP');
  await made.kit.embedded.connectOtp(GOOD_OTP);
  return frame;
}

function providerOf(made: TestKit): Eip1193Provider {
  const adapter = made.ctx.adapters.find((item) => item.namespace === 'eip155')!;
  const auth = adapter.getConnectors().find((item) => item.type === 'AUTH');
  return auth!.provider as Eip1193Provider;
}

const key = (name: string) => `@walletkit/${name}`;

describe('loading', () => {
  test('the embedded wallet code is not loaded before the first email login', async () => {
    const made = kitWith();
    await made.kit.start();
    expect(made.loads()).toBe(0);
    expect(document.getElementById('w3m-iframe')).toBeNull();
    await logIn(made);
    expect(made.loads()).toBe(1);
  });

  test('without the email feature kit.embedded refuses with "Email login is not enabled"', async () => {
    const { kit } = createTestKit();
    await expect(kit.embedded.connectEmail(EMAIL)).rejects.toThrow(EMBEDDED_NOT_ENABLED);
  });
});

describe('email login', () => {
  test('a successful login connects eip155 and solana with the AUTH connector and the user address per chain', async () => {
    const made = kitWith();
    await made.kit.start();
    await logIn(made);
    const { chains } = made.kit.stores.chain.getState();
    expect(chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
    expect(chains.solana?.accountState.address).toBe(SOLANA_ADDRESS);
    expect(chains.eip155?.accountState.connectedWalletInfo?.type).toBe('AUTH');
    expect(made.kit.stores.embedded.getState()).toMatchObject({
      status: 'connected',
      email: EMAIL,
    });
  });

  test('on successful login the email and login-used flag are stored and the last-email time removed', async () => {
    const made = kitWith();
    await made.kit.start();
    const action = made.kit.embedded.connectEmail(EMAIL);
    await made.frameReady();
    await action;
    expect(made.storage.items.has(key('embedded_last_email_login_time'))).toBe(true);
    await made.kit.embedded.connectOtp(GOOD_OTP);
    expect(made.storage.items.get(key('embedded_email'))).toBe(JSON.stringify(EMAIL));
    expect(made.storage.items.get(key('embedded_email_login_used'))).toBe('true');
    expect(made.storage.items.has(key('embedded_last_email_login_time'))).toBe(false);
  });

  test('a second code request within 30 s is refused with "Please try again after {n} seconds", n rounded up', async () => {
    let now = 1_000_000;
    const made = kitWith({ now: () => now });
    await made.kit.start();
    const first = made.kit.embedded.connectEmail(EMAIL);
    await made.frameReady();
    await first;
    now += 10_500;
    await expect(made.kit.embedded.connectEmail(EMAIL)).rejects.toThrow(
      'Please try again after 20 seconds',
    );
    expect(made.kit.stores.embedded.getState().error).toBe('Please try again after 20 seconds');
    now += 19_500;
    await expect(made.kit.embedded.connectEmail(EMAIL)).resolves.toBe('VERIFY_OTP');
  });

  test('a code request the service refuses with "Please try again after {n} seconds" may be asked again after n seconds', async () => {
    let now = 1_000_000;
    const made = kitWith({
      now: () => now,
      state: { emailError: 'Please try again after 6 seconds' },
    });
    await made.kit.start();
    const refused = made.kit.embedded.connectEmail(EMAIL);
    await made.frameReady();
    await expect(refused).rejects.toThrow('Please try again after 6 seconds');
    expect(made.kit.stores.embedded.getState().resendAvailableAt).toBe(now + 6_000);
    now += 2_000;
    await expect(made.kit.embedded.connectEmail(EMAIL)).rejects.toThrow(
      'Please try again after 4 seconds',
    );
    made.state.emailError = undefined;
    now += 4_000;
    await expect(made.kit.embedded.connectEmail(EMAIL)).resolves.toBe('VERIFY_OTP');
  });

  test('a code request that fails for another reason owes no wait', async () => {
    const made = kitWith({ state: { emailError: 'Something went wrong' } });
    await made.kit.start();
    const failed = made.kit.embedded.connectEmail(EMAIL);
    await made.frameReady();
    await expect(failed).rejects.toThrow('Something went wrong');
    made.state.emailError = undefined;
    await expect(made.kit.embedded.connectEmail(EMAIL)).resolves.toBe('VERIFY_OTP');
  });

  test('a wrong code fails with the frame message and leaves the visitor unconnected', async () => {
    const made = kitWith();
    await made.kit.start();
    const action = made.kit.embedded.connectEmail(EMAIL);
    await made.frameReady();
    await action;
    await expect(made.kit.embedded.connectOtp('000000')).rejects.toThrow('Invalid code');
    expect(made.kit.stores.chain.getState().chains.eip155?.accountState.address).toBeUndefined();
  });

  test('a server message in a frame error raises its alert', async () => {
    const made = kitWith({ state: { otpError: 'Unauthorized: origin not allowed' } });
    await made.kit.start();
    const action = made.kit.embedded.connectEmail(EMAIL);
    await made.frameReady();
    await action;
    await expect(made.kit.embedded.connectOtp(GOOD_OTP)).rejects.toThrow();
    expect(made.kit.stores.alert.getState()).toMatchObject({
      open: true,
      message: ALERTS.INVALID_APP_CONFIGURATION,
    });
  });

  test('a frame that never loads fails the login with "Unable to load email login dependency" and the network alert', async () => {
    const made = kitWith({ wallet: { frame: { loadTimeoutMs: 50 } } });
    await made.kit.start();
    await expect(made.kit.embedded.connectEmail(EMAIL)).rejects.toThrow(FRAME_ERRORS.LOAD_FAILED);
    expect(made.kit.stores.alert.getState().message).toBe(ALERTS.IFRAME_LOAD_FAILED);
    // No code was sent, so no wait is owed before asking again.
    expect(made.storage.items.has(key('embedded_last_email_login_time'))).toBe(false);
  });
});

describe('after a reload', () => {
  test('a recorded login creates the frame at start and reconnects without a new code (isConnected, then getUser)', async () => {
    const storage = new MemoryStorage();
    const first = kitWith({ storage });
    await first.kit.start();
    await logIn(first);
    first.kit.destroy();
    document.body.innerHTML = '';

    const again = kitWith({ storage, state: { loggedIn: true } });
    const started = again.kit.start();
    const frame = await again.frameReady();
    await started;
    const types = postedTypes(frame).filter((type) => !type.startsWith('sync'));
    expect(types).not.toContain('connectEmail');
    expect(types).not.toContain('connectOtp');
    expect(types.indexOf('isConnected')).toBeLessThan(types.indexOf('getUser'));
    expect(again.kit.stores.chain.getState().chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
  });

  test('a failed connection check deletes the cached login', async () => {
    const storage = new MemoryStorage();
    const first = kitWith({ storage });
    await first.kit.start();
    await logIn(first);
    first.kit.destroy();
    document.body.innerHTML = '';

    const again = kitWith({ storage, state: { loggedIn: false } });
    const started = again.kit.start();
    await again.frameReady();
    await started;
    expect(again.kit.stores.chain.getState().chains.eip155?.accountState.address).toBeUndefined();
    expect(storage.items.has(key('embedded_email_login_used'))).toBe(false);
    expect(storage.items.has(key('embedded_email'))).toBe(false);
  });
});

describe('sign-out', () => {
  test('signing out deletes the cached login and waits at most 3000 ms for the frame', async () => {
    const made = kitWith({ state: { silentSignOut: true } });
    await made.kit.start();
    await logIn(made);
    const started = Date.now();
    await made.kit.disconnect();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(2900);
    expect(waited).toBeLessThan(4000);
    expect(made.storage.items.has(key('embedded_email_login_used'))).toBe(false);
    expect(made.storage.items.has(key('embedded_email'))).toBe(false);
    expect(made.kit.stores.chain.getState().chains.solana?.accountState.address).toBeUndefined();
  });

  test('a logout from the frame disconnects the kit', async () => {
    const made = kitWith();
    await made.kit.start();
    const frame = await logIn(made);
    frame.logout();
    for (let tries = 0; tries < 50; tries += 1) {
      if (!made.kit.stores.chain.getState().chains.eip155?.accountState.address) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(made.kit.stores.chain.getState().chains.eip155?.accountState.address).toBeUndefined();
  });
});

describe('requests through the provider', () => {
  test('a signing request opens ApproveTransaction, shows the request, and the approval answers it', async () => {
    const made = kitWith({ state: { approval: 'hold' } });
    await made.kit.start();
    const frame = await logIn(made);
    const signature = providerOf(made).request({
      method: 'personal_sign',
      params: ['0x68', EVM_ADDRESS],
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(made.kit.stores.router.getState().view).toBe('ApproveTransaction');
    expect(made.kit.stores.modal.getState().open).toBe(true);
    expect(made.kit.stores.embedded.getState().pendingApproval).toEqual({
      namespace: 'eip155',
      method: 'personal_sign',
    });
    const request = frame.posted.find((item) => item.message.type === 'rpcRequest')!.message;
    expect(request.payload).toEqual({
      method: 'personal_sign',
      params: ['0x68', EVM_ADDRESS],
      network: { id: 'eip155:1', name: 'Ethereum' },
    });
    frame.succeed(request.id, { result: '0xabc' });
    await expect(signature).resolves.toBe('0xabc');
    expect(made.kit.stores.modal.getState().open).toBe(false);
    expect(made.kit.stores.embedded.getState().pendingApproval).toBeUndefined();
  });

  test("a contract write carries the called function's ABI to the frame's approval panel", async () => {
    const made = kitWith({ state: { approval: 'hold' } });
    await made.kit.start();
    const frame = await logIn(made);
    frame.answerWith((request) =>
      request.type === 'rpcRequest'
        ? { success: { result: '0x' + 'ab'.repeat(32) } }
        : { success: {} },
    );
    const adapter = made.ctx.adapters.find((item) => item.namespace === 'eip155')!;
    const fragment = { type: 'function', name: 'approve', inputs: [] };
    await adapter.walletCalls!()!.sendTransaction!(
      { to: EVM_ADDRESS, data: '0x095ea7b3', gas: 21_000n },
      { functionAbi: [fragment] },
    );
    const request = frame.posted.find(
      (item) =>
        item.message.type === 'rpcRequest' &&
        (item.message.payload as { method: string }).method === 'eth_sendTransaction',
    )!.message;
    expect(request.payload).toMatchObject({
      method: 'eth_sendTransaction',
      params: [{ to: EVM_ADDRESS, data: '0x095ea7b3' }],
      abi: [fragment],
      network: { id: 'eip155:1', name: 'Ethereum' },
    });
    expect(JSON.stringify((request.payload as { params: unknown }).params)).not.toContain(
      'approve',
    );
  });

  test('a rejected request reaches the caller as 4001 and the view goes back', async () => {
    const made = kitWith({ state: { approval: 'reject' } });
    await made.kit.start();
    await logIn(made);
    made.kit.open({ view: 'Account' });
    const outcome = providerOf(made)
      .request({ method: 'eth_sendTransaction', params: [{ to: EVM_ADDRESS }] })
      .catch((error: { code?: number }) => error);
    expect(await outcome).toMatchObject({ code: 4001 });
    expect(made.kit.stores.router.getState().view).toBe('Account');
    expect(made.kit.stores.router.getState().transactionStack).toEqual([]);
  });

  test('a second unsafe request while the stack is non-empty redirects to ApproveTransaction instead of stacking it', async () => {
    const made = kitWith({ state: { approval: 'hold' } });
    await made.kit.start();
    await logIn(made);
    made.kit.open({ view: 'Account' });
    const provider = providerOf(made);
    void provider
      .request({ method: 'personal_sign', params: ['0x68', EVM_ADDRESS] })
      .catch(() => undefined);
    void provider
      .request({ method: 'personal_sign', params: ['0x69', EVM_ADDRESS] })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const { history, view } = made.kit.stores.router.getState();
    expect(view).toBe('ApproveTransaction');
    expect(history.filter((entry) => entry.view === 'ApproveTransaction')).toHaveLength(1);
  });

  test('a method the embedded wallet does not know is refused, and the kit shows "Action not allowed"', async () => {
    const made = kitWith();
    await made.kit.start();
    const frame = await logIn(made);
    await expect(providerOf(made).request({ method: 'eth_sign', params: [] })).rejects.toThrow(
      FRAME_ERRORS.NOT_ALLOWED,
    );
    expect(made.kit.stores.snackbar.getState()).toMatchObject({
      open: true,
      message: ACTION_NOT_ALLOWED,
    });
    expect(postedTypes(frame)).not.toContain('rpcRequest');
  });

  test('questions about the wallet itself (capabilities, a batch status) go to the frame with no approval', async () => {
    const made = kitWith({ state: { approval: 'hold' } });
    await made.kit.start();
    const frame = await logIn(made);
    const status = providerOf(made).request({ method: 'wallet_getCallsStatus', params: ['0x01'] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const request = frame.posted.find((item) => item.message.type === 'rpcRequest')!.message;
    expect(request.payload).toEqual({ method: 'wallet_getCallsStatus', params: ['0x01'] });
    expect(made.kit.stores.embedded.getState().pendingApproval).toBeUndefined();
    expect(made.kit.stores.router.getState().view).not.toBe('ApproveTransaction');
    frame.succeed(request.id, { result: { status: 200 } });
    await expect(status).resolves.toEqual({ status: 200 });
  });

  test('safe reads go to the network RPC, never to the frame', async () => {
    const seen: string[] = [];
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string };
        seen.push(call.method);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x2a' }));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const rpc = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const made = kitWith();
    await made.kit.start();
    const frame = await logIn(made);
    const entry = made.kit.stores.chain.getState().chains.eip155!;
    const network = { ...entry.networkState.caipNetwork!, rpcUrls: { default: { http: [rpc] } } };
    made.kit.stores.chain.setState((state) => ({
      chains: {
        ...state.chains,
        eip155: { ...entry, networkState: { ...entry.networkState, caipNetwork: network } },
      },
    }));
    const balance = await providerOf(made).request({
      method: 'eth_getBalance',
      params: [EVM_ADDRESS, 'latest'],
    });
    expect(balance).toBe('0x2a');
    expect(seen).toEqual(['eth_getBalance']);
    expect(postedTypes(frame)).not.toContain('rpcRequest');
  });
});

describe('the frame follows the kit', () => {
  test('theme and app data are synced to the frame, and a theme change is synced again', async () => {
    const made = kitWith();
    await made.kit.start();
    const frame = await logIn(made);
    const dapp = frame.posted.find((item) => item.message.type === 'syncDappData')!.message;
    expect(dapp.payload).toMatchObject({
      metadata: { name: made.kit.config.metadata.name },
      projectId: made.kit.config.projectId,
    });
    const before = postedTypes(frame).filter((type) => type === 'syncTheme').length;
    made.kit.setThemeMode('light');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const themes = frame.posted.filter((item) => item.message.type === 'syncTheme');
    expect(themes.length).toBe(before + 1);
    expect(themes.at(-1)!.message.payload).toMatchObject({ themeMode: 'light' });
  });

  test('in auto mode the frame is sent the system colour scheme, again at each change of it', async () => {
    const media = emulateMedia({ colorScheme: 'light' });
    const made = kitWith();
    await made.kit.start();
    const frame = await logIn(made);
    const themeModes = () =>
      frame.posted
        .filter((item) => item.message.type === 'syncTheme')
        .map((item) => (item.message.payload as { themeMode: string }).themeMode);
    made.kit.setThemeMode('auto');
    media.setColorScheme('dark');
    media.setColorScheme('light');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(themeModes()).toEqual(['dark', 'light', 'dark', 'light']);
  });

  test('in a fixed mode a change of the system colour scheme sends the frame nothing', async () => {
    const media = emulateMedia({ colorScheme: 'light' });
    const made = kitWith();
    await made.kit.start();
    const frame = await logIn(made);
    const before = postedTypes(frame).filter((type) => type === 'syncTheme').length;
    media.setColorScheme('dark');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(postedTypes(frame).filter((type) => type === 'syncTheme').length).toBe(before);
  });

  test('attachApproval before the code loads is handed to the frame once it exists', async () => {
    const made = kitWith();
    const placeholder = document.createElement('div');
    placeholder.getBoundingClientRect = () =>
      ({ top: 10, left: 20, width: 300, height: 200 }) as DOMRect;
    made.kit.embedded.attachApproval(placeholder);
    await made.kit.start();
    await logIn(made);
    const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement;
    expect([frame.style.display, frame.style.top, frame.style.width]).toEqual([
      'block',
      '10px',
      '300px',
    ]);
    made.kit.embedded.attachApproval(null);
    expect(frame.style.display).toBe('none');
  });
});

describe('Solana through the embedded wallet', () => {
  test('sign message, sign transaction and sign-and-send go through the frame approval with the solana methods', async () => {
    const made = kitWith({ state: { approval: 'hold' } });
    await made.kit.start();
    const frame = await logIn(made);
    frame.answerWith((request) => {
      if (request.type !== 'rpcRequest') return { success: {} };
      const { method } = request.payload as { method: string };
      if (method === 'solana_signMessage') return { success: { result: { signature: 'sig58' } } };
      if (method === 'solana_signTransaction')
        return { success: { result: { transaction: '3yZe7d' } } };
      return { success: { result: { signature: 'sent58' } } };
    });
    const adapter = made.ctx.adapters.find((item) => item.namespace === 'solana')!;
    await expect(adapter.signMessage({ message: 'hello', address: SOLANA_ADDRESS })).resolves.toBe(
      'sig58',
    );
    const calls = adapter.walletCalls!()!;
    await expect(calls.signTransaction!(new Uint8Array([1, 2, 3]))).resolves.toBeInstanceOf(
      Uint8Array,
    );
    await expect(calls.signAndSendTransaction!(new Uint8Array([1, 2, 3]))).resolves.toBe('sent58');
    const methods = frame.posted
      .filter((item) => item.message.type === 'rpcRequest')
      .map((item) => (item.message.payload as { method: string }).method);
    expect(methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    ]);
    const signMessage = frame.posted.find((item) => item.message.type === 'rpcRequest')!.message;
    expect(signMessage.payload).toMatchObject({ params: { pubkey: SOLANA_ADDRESS } });
  });
});

describe('smart-account networks', () => {
  async function settled(made: TestKit) {
    for (let tries = 0; tries < 50; tries += 1) {
      if (made.storage.items.has(key('embedded_smart_account_networks'))) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  test('after login the enabled networks are stored comma-joined and kept in the eip155 network state', async () => {
    const made = kitWith();
    await made.kit.start();
    const action = made.kit.embedded.connectEmail(EMAIL);
    const frame = await made.frameReady();
    await action;
    frame.answerWith((request) => {
      if (request.type === 'getSmartAccountEnabledNetworks')
        return { success: { smartAccountEnabledNetworks: [1, 137] } };
      if (request.type === 'getUser')
        return { success: { email: EMAIL, address: EVM_ADDRESS, chainId: 'eip155:1' } };
      return { success: {} };
    });
    await made.kit.embedded.connectOtp(GOOD_OTP);
    await settled(made);
    expect(made.storage.items.get(key('embedded_smart_account_networks'))).toBe('"1,137"');
    expect(
      made.kit.stores.chain.getState().chains.eip155?.networkState.smartAccountEnabledNetworks,
    ).toEqual([1, 137]);
  });

  test('when the frame cannot say, the enabled list becomes empty', async () => {
    const storage = new MemoryStorage();
    storage.setItem(key('embedded_smart_account_networks'), '"5"');
    const made = kitWith({ storage });
    await made.kit.start();
    const action = made.kit.embedded.connectEmail(EMAIL);
    const frame = await made.frameReady();
    await action;
    frame.answerWith((request) => {
      if (request.type === 'getSmartAccountEnabledNetworks') return { error: 'boom' };
      if (request.type === 'getUser')
        return { success: { email: EMAIL, address: EVM_ADDRESS, chainId: 'eip155:1' } };
      return { success: {} };
    });
    await made.kit.embedded.connectOtp(GOOD_OTP);
    for (let tries = 0; tries < 50; tries += 1) {
      if (storage.getItem(key('embedded_smart_account_networks')) === '""') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(storage.getItem(key('embedded_smart_account_networks'))).toBe('""');
    expect(
      made.kit.stores.chain.getState().chains.eip155?.networkState.smartAccountEnabledNetworks,
    ).toEqual([]);
  });
});

describe('the other login steps', () => {
  test('a new device: VERIFY_DEVICE, then the device link, then the code', async () => {
    const made = kitWith();
    await made.kit.start();
    const action = made.kit.embedded.connectEmail(EMAIL);
    const frame = await made.frameReady();
    const simulated = simulatedFrame(made.state);
    frame.answerWith((request) =>
      request.type === 'connectEmail'
        ? { success: { action: 'VERIFY_DEVICE' } }
        : simulated(request),
    );
    // The first connectEmail was answered before the override: ask again after the throttle.
    await action;
    made.storage.items.delete(key('embedded_last_email_login_time'));
    await expect(made.kit.embedded.connectEmail(EMAIL)).resolves.toBe('VERIFY_DEVICE');
    expect(made.kit.stores.embedded.getState().status).toBe('verify-device');
    await made.kit.embedded.connectDevice();
    expect(made.kit.stores.embedded.getState().status).toBe('verify-otp');
    await made.kit.embedded.connectOtp(GOOD_OTP);
    expect(made.kit.stores.embedded.getState().status).toBe('connected');
  });

  test('updating the email: code to the current address, code to the new one, then the new email is kept', async () => {
    const made = kitWith();
    await made.kit.start();
    const frame = await logIn(made);
    const simulated = simulatedFrame(made.state);
    frame.answerWith((request) => {
      if (request.type === 'updateEmail') return { success: { action: 'VERIFY_PRIMARY_OTP' } };
      if (request.type === 'updateEmailSecondaryOtp')
        return { success: { newEmail: 'grace@example.com' } };
      return simulated(request);
    });
    await expect(made.kit.embedded.updateEmail('grace@example.com')).resolves.toBe(
      'VERIFY_PRIMARY_OTP',
    );
    expect(made.kit.stores.embedded.getState().status).toBe('verify-primary-otp');
    await made.kit.embedded.updateEmailPrimaryOtp('111111');
    expect(made.kit.stores.embedded.getState().status).toBe('verify-secondary-otp');
    await expect(made.kit.embedded.updateEmailSecondaryOtp('222222')).resolves.toEqual({
      newEmail: 'grace@example.com',
    });
    expect(made.kit.stores.embedded.getState()).toMatchObject({
      email: 'grace@example.com',
      status: 'connected',
    });
    expect(made.storage.items.get(key('embedded_email'))).toBe('"grace@example.com"');
  });
});
