// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FRAME_CHANNEL } from '@wallet-kit/schemas';
import type { FrameClient } from './frame-client.js';
import { FRAME_ERRORS } from './frame-errors.js';
import type { FrameTimeoutKind } from './frame-timing.js';
import { FRAME_ORIGIN, scriptFrame, testFrameClient } from './testing/scripted-frame.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let client: FrameClient | undefined;
let timeouts: FrameTimeoutKind[];

function makeClient() {
  client = testFrameClient({ onTimeout: (kind) => timeouts.push(kind) });
  return client;
}

/** A client whose frame said ready and whose 500 ms ready delay has passed. */
async function readyClient() {
  const made = makeClient();
  const frame = scriptFrame(made);
  frame.ready();
  await vi.advanceTimersByTimeAsync(500);
  return { client: made, frame };
}

beforeEach(() => {
  vi.useFakeTimers();
  timeouts = [];
});

afterEach(() => {
  client?.destroy();
  client = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the hidden frame', () => {
  test('no frame exists until the first need', () => {
    makeClient();
    expect(document.getElementById('w3m-iframe')).toBeNull();
  });

  test('the frame is hidden, fixed, on top (z-index 999999), with its id, name and query', () => {
    const made = makeClient();
    made.preload();
    const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement;
    expect(frame.name).toBe('w3m-secure-iframe');
    expect(frame.style.position).toBe('fixed');
    expect(frame.style.zIndex).toBe('999999');
    expect(frame.style.display).toBe('none');
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${FRAME_ORIGIN}/frame`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'test-project',
      chainId: 'eip155:31337',
      version: '0.1.0',
      enableLogger: 'false',
    });
  });

  test('attachApproval lays the frame over the element at its bounding rect, and null hides it', () => {
    const made = makeClient();
    made.preload();
    const placeholder = document.createElement('div');
    placeholder.getBoundingClientRect = () =>
      ({ top: 120, left: 40, width: 320, height: 400 }) as DOMRect;
    made.attach(placeholder);
    const style = made.frame()!.style;
    expect([
      style.display,
      style.position,
      style.top,
      style.left,
      style.width,
      style.height,
    ]).toEqual(['block', 'fixed', '120px', '40px', '320px', '400px']);
    made.attach(null);
    expect(made.frame()!.style.display).toBe('none');
  });
});

describe('requests and answers', () => {
  test('a request goes only to the frame origin with a random UUID, and its answer resolves it', async () => {
    const { client: made, frame } = await readyClient();
    const answer = made.request('getChainId', {});
    await vi.advanceTimersByTimeAsync(0);
    const [sent] = frame.posted;
    expect(sent!.targetOrigin).toBe(FRAME_ORIGIN);
    expect(sent!.message.id).toMatch(UUID);
    frame.succeed(sent!.message.id, { chainId: 'eip155:1' });
    await expect(answer).resolves.toEqual({ chainId: 'eip155:1' });
  });

  test('two requests get different ids and each answer reaches its own request', async () => {
    const { client: made, frame } = await readyClient();
    const first = made.request('getChainId', {});
    const second = made.request('isConnected', {});
    await vi.advanceTimersByTimeAsync(0);
    const [a, b] = frame.posted.map((item) => item.message);
    expect(a!.id).not.toBe(b!.id);
    frame.succeed(b!.id, { isConnected: true });
    frame.succeed(a!.id, { chainId: 'eip155:1' });
    await expect(first).resolves.toEqual({ chainId: 'eip155:1' });
    await expect(second).resolves.toEqual({ isConnected: true });
  });

  test('an error answer rejects with its message, or "An error occurred" without one, keeping its code', async () => {
    const { client: made, frame } = await readyClient();
    const refused = made.request(
      'rpcRequest',
      { method: 'personal_sign', params: [] },
      { method: 'personal_sign' },
    );
    const blank = made.request('getUser', {});
    await vi.advanceTimersByTimeAsync(0);
    const [a, b] = frame.posted.map((item) => item.message);
    frame.fail(a!.id, 'User rejected the request', 4001);
    frame.fail(b!.id, '');
    await expect(refused).rejects.toMatchObject({
      message: 'User rejected the request',
      code: 4001,
    });
    await expect(blank).rejects.toThrow(FRAME_ERRORS.GENERIC);
  });

  test('an answer from another origin, another window or of a wrong shape is dropped', async () => {
    const { client: made, frame } = await readyClient();
    const answer = made.request('getChainId', {});
    let settled = false;
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    const id = frame.posted[0]!.message.id;
    const good = { channel: 'wallet-kit/frame', id, type: 'success', payload: { chainId: 'x' } };
    frame.deliver(good, { origin: 'http://127.0.0.1:8788' });
    frame.deliver(good, { source: window });
    frame.deliver({ ...good, channel: 'other' });
    frame.deliver(JSON.stringify(good));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    expect(made.stats()).toMatchObject({ handled: 1, dropped: 4 }); // the ready message
    frame.deliver(good);
    await expect(answer).resolves.toEqual({ chainId: 'x' });
  });

  test('a request the frame message schemas refuse is never posted', async () => {
    const { client: made, frame } = await readyClient();
    await expect(made.request('connectEmail', { email: 'not an email' })).rejects.toThrow(
      'Invalid connectEmail request',
    );
    await expect(made.request('launchMissiles', {})).rejects.toThrow(
      'Invalid launchMissiles request',
    );
    expect(frame.posted).toHaveLength(0);
  });

  test('after destroy a request fails with "W3mFrame: iframe is not set"', async () => {
    const made = makeClient();
    made.destroy();
    await expect(made.request('getUser', {})).rejects.toThrow(FRAME_ERRORS.NO_FRAME);
  });
});

describe('timing', () => {
  test('the frame counts as initialised only 500 ms after its ready message', async () => {
    const made = makeClient();
    const frame = scriptFrame(made);
    made.request('getChainId', {}).catch(() => undefined);
    frame.ready();
    await vi.advanceTimersByTimeAsync(499);
    expect(frame.posted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(frame.posted).toHaveLength(1);
  });

  test('a frame not ready after 20 s fails: iframe_load_failed and "Unable to load email login dependency"', async () => {
    const made = makeClient();
    scriptFrame(made);
    const answer = made.request('getUser', {});
    const outcome = answer.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(timeouts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(FRAME_ERRORS.LOAD_FAILED);
    expect(timeouts).toEqual(['iframe_load_failed']);
  });

  test('a frame ready with only memory for its login is reported once, and still serves requests', async () => {
    let notices = 0;
    const made = testFrameClient({ onLoginNotRemembered: () => (notices += 1) });
    client = made;
    const frame = scriptFrame(made);
    frame.answerWith(() => ({ success: { chainId: 1 } }));
    const answer = made.request('getChainId', {});
    frame.deliver({ channel: FRAME_CHANNEL, type: 'ready', storage: 'memory' });
    await vi.advanceTimersByTimeAsync(500);
    expect(await answer).toEqual({ chainId: 1 });
    expect(notices).toBe(1);
  });

  test('a frame ready with storage of its own raises no notice', async () => {
    let notices = 0;
    const made = testFrameClient({ onLoginNotRemembered: () => (notices += 1) });
    client = made;
    scriptFrame(made).deliver({ channel: FRAME_CHANNEL, type: 'ready', storage: 'persistent' });
    await vi.advanceTimersByTimeAsync(500);
    expect(notices).toBe(0);
  });

  test('theme, app data and account-type syncs wait for the frame longer than 20 s', async () => {
    const made = makeClient();
    const frame = scriptFrame(made);
    frame.answerWith(() => ({ success: {} }));
    const syncs = [
      made.request('syncTheme', { themeMode: 'dark' }),
      made.request('syncDappData', { metadata: { name: 'Shop' } }),
      made.request('setPreferredAccount', { type: 'eoa' }),
    ];
    await vi.advanceTimersByTimeAsync(25_000);
    expect(timeouts).toEqual([]);
    frame.ready();
    await vi.advanceTimersByTimeAsync(500);
    await expect(Promise.all(syncs)).resolves.toHaveLength(3);
  });

  test('an unanswered login request times out after 30 s and aborts what is pending but safe reads', async () => {
    const { client: made } = await readyClient();
    const login = made.request('connectEmail', { email: 'a@b.co' }).catch((e: Error) => e.message);
    const signing = made
      .request('rpcRequest', { method: 'personal_sign' }, { method: 'personal_sign' })
      .catch((e: Error) => e.message);
    const user = made.request('getUser', {}).catch((e: Error) => e.message);
    let readSettled = false;
    void made
      .request('rpcRequest', { method: 'eth_getBalance' }, { method: 'eth_getBalance' })
      .finally(() => (readSettled = true))
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(timeouts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(timeouts).toEqual(['iframe_request_timeout']);
    expect(await login).toBe(FRAME_ERRORS.ABORTED);
    expect(await signing).toBe(FRAME_ERRORS.RPC_ABORTED);
    expect(await user).toBe(FRAME_ERRORS.ABORTED);
    expect(readSettled).toBe(false);
  });

  test('connectDevice waits 15 minutes for the email link before timing out', async () => {
    const { client: made } = await readyClient();
    const device = made.request('connectDevice', {}).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
    expect(timeouts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(timeouts).toEqual(['iframe_request_timeout']);
    expect(await device).toBe(FRAME_ERRORS.ABORTED);
  });

  test('requests without a time-out (getUser) wait as long as the frame takes', async () => {
    const { client: made, frame } = await readyClient();
    const user = made.request('getUser', {});
    await vi.advanceTimersByTimeAsync(120_000);
    frame.succeed(frame.posted[0]!.message.id, { address: '0x1' });
    await expect(user).resolves.toEqual({ address: '0x1' });
    expect(timeouts).toEqual([]);
  });
});
