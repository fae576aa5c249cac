/**
 * The frame's end of the channel against hostile input: thousands of generated malformed
 * messages, messages from other origins and from other windows are all dropped, none reaches a
 * handler or crashes the frame, and a valid request from the host is still answered afterwards.
 */
import { FRAME_CHANNEL, type FrameRequest } from '@wallet-kit/schemas';
import { describe, expect, it } from 'vitest';
import { openFrameChannel } from './channel.js';

const HOST = 'https://app.example';

/** The frame's window as the channel sees it: message events, and the parent it answers. */
function frameWindow() {
  const posted: { message: any; origin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  const target = new EventTarget();
  const window = Object.assign(target, { parent }) as unknown as Window;
  const deliver = (data: unknown, origin: string, source: unknown) => {
    const event = Object.assign(new Event('message'), { data, origin, source });
    target.dispatchEvent(event);
  };
  return { window, parent, posted, deliver };
}

/** A deterministic stream of values a hostile page could post (no Math.random: reproducible). */
function* hostileValues(count: number) {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const shapes = [
    () => null,
    () => next(),
    () => `text ${next()}`,
    () => [next(), 'connectEmail'],
    () => ({ channel: FRAME_CHANNEL }),
    () => ({ channel: FRAME_CHANNEL, id: `id-${next()}-0000`, type: 'exportKey', payload: {} }),
    () => ({ channel: FRAME_CHANNEL, id: 7, type: 'signOut', payload: {} }),
    () => ({
      channel: FRAME_CHANNEL,
      id: `id-${next()}-0000`,
      type: 'connectOtp',
      payload: { otp: String(next()).slice(0, 5) },
    }),
    () => ({
      channel: FRAME_CHANNEL,
      id: `id-${next()}-0000`,
      type: 'connectEmail',
      payload: { email: { $gt: '' } },
    }),
    () => ({ channel: 'other', id: `id-${next()}-0000`, type: 'signOut', payload: {} }),
    () => ({
      channel: FRAME_CHANNEL,
      id: `id-${next()}-0000`,
      type: 'rpcRequest',
      payload: { method: '' },
    }),
    () => ({ __proto__: { channel: FRAME_CHANNEL }, type: 'signOut' }),
    () => ({
      channel: FRAME_CHANNEL,
      id: `id-${next()}-0000`,
      type: 'rpcRequest',
      payload: { method: 'x'.repeat(100) },
    }),
  ];
  for (let index = 0; index < count; index++) yield shapes[next() % shapes.length]!();
}

const validRequest = (id: string) => ({ channel: FRAME_CHANNEL, id, type: 'signOut', payload: {} });

describe('frame channel', () => {
  it('hostile input: 10,000+ malformed, wrong-origin and wrong-source messages are all dropped, and a valid request is still answered', async () => {
    const frame = frameWindow();
    const handled: FrameRequest[] = [];
    const channel = openFrameChannel({
      window: frame.window,
      hostOrigin: HOST,
      handle: async (request) => {
        handled.push(request);
        return { ok: true };
      },
    });
    let crashes = 0;
    let sent = 0;
    const counts = { malformed: 0, wrongOrigin: 0, wrongSource: 0 };
    for (const value of hostileValues(6000)) {
      try {
        frame.deliver(value, HOST, frame.parent);
      } catch {
        crashes += 1;
      }
      counts.malformed += 1;
      sent += 1;
    }
    for (let index = 0; index < 3000; index++) {
      const request = validRequest(`origin-${index}-0000`);
      frame.deliver(request, index % 2 ? 'https://evil.example' : 'null', frame.parent);
      counts.wrongOrigin += 1;
      sent += 1;
    }
    const sibling = { postMessage: () => undefined };
    for (let index = 0; index < 3000; index++) {
      frame.deliver(validRequest(`source-${index}-0000`), HOST, index % 2 ? sibling : frame.window);
      counts.wrongSource += 1;
      sent += 1;
    }
    console.log(
      `frame side, hostile messages: ${sent} delivered (${counts.malformed} malformed, ${counts.wrongOrigin} wrong origin, ${counts.wrongSource} wrong source), ${handled.length} handled, ${crashes} crashes`,
    );
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(handled).toEqual([]);
    expect(crashes).toBe(0);
    expect(channel.stats.dropped).toBe(sent);

    frame.deliver(validRequest('valid-request-0001'), HOST, frame.parent);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handled).toHaveLength(1);
    expect(frame.posted).toContainEqual({
      origin: HOST,
      message: {
        channel: FRAME_CHANNEL,
        id: 'valid-request-0001',
        type: 'success',
        payload: { ok: true },
      },
    });
  });

  it('answers go to the host origin only, and a failure carries its message and code', async () => {
    const frame = frameWindow();
    openFrameChannel({
      window: frame.window,
      hostOrigin: HOST,
      handle: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    });
    frame.deliver(validRequest('failing-request-1'), HOST, frame.parent);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(frame.posted).toEqual([
      {
        origin: HOST,
        message: {
          channel: FRAME_CHANNEL,
          id: 'failing-request-1',
          type: 'error',
          message: 'User rejected the request.',
          code: 4001,
        },
      },
    ]);
  });

  it('ready is announced to the host origin, with whether the login outlives the page', () => {
    const frame = frameWindow();
    const channel = openFrameChannel({
      window: frame.window,
      hostOrigin: HOST,
      handle: async () => ({}),
    });
    channel.ready('persistent');
    channel.ready('memory');
    expect(frame.posted).toEqual([
      { origin: HOST, message: { channel: FRAME_CHANNEL, type: 'ready', storage: 'persistent' } },
      { origin: HOST, message: { channel: FRAME_CHANNEL, type: 'ready', storage: 'memory' } },
    ]);
  });
});
