// @vitest-environment jsdom
/**
 * The kit's frame client under a flood of hostile messages: malformed data, wrong origins and
 * wrong source windows. None may be handled, none may crash the page, and a real request is
 * still answered afterwards.
 */
import { afterEach, expect, test } from 'vitest';
import type { FrameClient } from './frame-client.js';
import { FRAME_ORIGIN, scriptFrame, testFrameClient } from './testing/scripted-frame.js';

const CHANNEL = 'wallet-kit/frame';
const COUNT = 12_000;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hostileValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * 12);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return undefined;
    case 2:
      return next() * 1e9 - 5e8;
    case 3:
      return 'x'.repeat(Math.floor(next() * 2000));
    case 4:
      return JSON.stringify({ channel: CHANNEL, type: 'ready' });
    case 5:
      return depth > 3 ? [] : [hostileValue(next, depth + 1), hostileValue(next, depth + 1)];
    case 6:
      return Object.create(null);
    case 7:
      return { __proto__: { type: 'ready', channel: CHANNEL } };
    case 8:
      return new Uint8Array(Math.floor(next() * 64));
    case 9:
      return true;
    case 10:
      return NaN;
    default:
      return depth > 3 ? {} : { [`k${Math.floor(next() * 9)}`]: hostileValue(next, depth + 1) };
  }
}

/** Messages the frame protocol refuses: wrong channel, unknown type, no or foreign id, bad fields. */
function malformedMessage(next: () => number): unknown {
  const variants: (() => unknown)[] = [
    () => hostileValue(next),
    () => ({ channel: 'other', type: 'ready' }),
    () => ({ channel: CHANNEL, type: 'success', payload: {} }),
    () => ({ channel: CHANNEL, type: 'success', id: crypto.randomUUID(), payload: {} }),
    () => ({ channel: CHANNEL, type: 'error', id: crypto.randomUUID(), message: 'x' }),
    () => ({ channel: CHANNEL, type: 'error', id: 42, message: 7 }),
    () => ({ channel: CHANNEL, type: hostileValue(next), id: crypto.randomUUID() }),
    () => ({ channel: CHANNEL, type: 'rpcRequest', id: crypto.randomUUID(), payload: {} }),
    () => ({ channel: CHANNEL, id: hostileValue(next), type: 'success' }),
    () => ({ ...(hostileValue(next) as object), channel: CHANNEL }),
  ];
  return variants[Math.floor(next() * variants.length)]!();
}

/** A well-formed message delivered from a place the frame is not. */
function validLooking(next: () => number): unknown {
  return next() < 0.5
    ? { channel: CHANNEL, type: next() < 0.5 ? 'ready' : 'logout' }
    : { channel: CHANNEL, type: 'success', id: crypto.randomUUID(), payload: {} };
}

let client: FrameClient | undefined;
afterEach(() => {
  client?.destroy();
  document.body.innerHTML = '';
});

test('ten thousand hostile messages: none handled, none crash, a real request is still answered', async () => {
  let logouts = 0;
  client = testFrameClient({ onLogout: () => (logouts += 1), readyDelayMs: 0 });
  const frame = scriptFrame(client);
  frame.ready();
  await client.whenReady();
  const handledBefore = client.stats().handled;

  const other = document.createElement('iframe');
  document.body.appendChild(other);
  const next = random(20261125);
  let crashes = 0;
  const onError = () => (crashes += 1);
  window.addEventListener('error', onError);
  const kinds = { malformed: 0, wrongOrigin: 0, wrongSource: 0 };
  for (let index = 0; index < COUNT; index += 1) {
    const roll = next();
    try {
      if (roll < 0.5) {
        kinds.malformed += 1;
        frame.deliver(malformedMessage(next));
      } else if (roll < 0.75) {
        kinds.wrongOrigin += 1;
        const origins = [
          'http://127.0.0.1:8788',
          'https://127.0.0.1:8787',
          'null',
          '',
          'http://evil.example',
        ];
        frame.deliver(validLooking(next), {
          origin: origins[Math.floor(next() * origins.length)]!,
        });
      } else {
        kinds.wrongSource += 1;
        const sources = [window, other.contentWindow, null];
        frame.deliver(validLooking(next), {
          source: sources[Math.floor(next() * sources.length)]!,
        });
      }
    } catch {
      crashes += 1;
    }
  }
  window.removeEventListener('error', onError);

  const handled = client.stats().handled - handledBefore;
  frame.answerWith((request) => ({ success: { echo: request.type } }));
  const answer = await client.request('getChainId', {});
  console.log(
    `hostile frame messages: ${COUNT} delivered (${kinds.malformed} malformed, ${kinds.wrongOrigin} wrong origin, ${kinds.wrongSource} wrong source), ${handled} handled, ${crashes} crashes, ${logouts} logouts; valid request answered: ${JSON.stringify(answer)}`,
  );
  expect(COUNT).toBeGreaterThanOrEqual(10_000);
  expect(handled).toBe(0);
  expect(crashes).toBe(0);
  expect(logouts).toBe(0);
  expect(client.stats().dropped).toBe(COUNT);
  expect(answer).toEqual({ echo: 'getChainId' });
  expect(FRAME_ORIGIN).toBe(new URL(client.frame()!.src).origin);
});
