/**
 * Test support: the host page's side of a frame in jsdom. The frame client creates its real
 * `<iframe>`; this script stands in for the document inside it — it records what the kit posts
 * and answers like the frame would, delivering messages with the frame's origin and window.
 */
import { createFrameClient, type FrameClient, type FrameClientOptions } from '../frame-client.js';
import { buildFrameRequest, isSafeRpcMethod, parseFrameInbound } from '../frame-protocol.js';

export const FRAME_ORIGIN = 'http://127.0.0.1:8787';
const CHANNEL = 'wallet-kit/frame';

export interface PostedRequest {
  id: string;
  type: string;
  payload: unknown;
}

export interface ScriptedFrame {
  /** Every request the kit posted, and the target origin it named. */
  posted: { message: PostedRequest; targetOrigin: string }[];
  /** Answers the kit's requests from now on (undefined: no answer). */
  answerWith(answer: (request: PostedRequest) => ScriptedAnswer | undefined): void;
  ready(): void;
  deliver(data: unknown, from?: { origin?: string; source?: MessageEventSource | null }): void;
  succeed(id: string, payload: unknown): void;
  fail(id: string, message: string, code?: number): void;
  logout(): void;
  frameWindow(): Window;
}

export type ScriptedAnswer = { success: unknown } | { error: string; code?: number };

/** Scripts the frame of `client` (made now), or a frame element the kit already made. */
export function scriptFrame(client: FrameClient | HTMLIFrameElement): ScriptedFrame {
  const posted: ScriptedFrame['posted'] = [];
  let answer: ((request: PostedRequest) => ScriptedAnswer | undefined) | undefined;
  let frame: HTMLIFrameElement | undefined;
  if ('request' in client) {
    client.preload();
    frame = client.frame();
  } else frame = client;
  if (!frame?.contentWindow) throw new Error('the frame client made no frame');
  const frameWindow = frame.contentWindow;
  const deliver: ScriptedFrame['deliver'] = (data, from = {}) => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? FRAME_ORIGIN,
        source: from.source === undefined ? frameWindow : from.source,
      }),
    );
  };
  const reply = (request: PostedRequest, result: ScriptedAnswer) => {
    if ('success' in result)
      deliver({ channel: CHANNEL, id: request.id, type: 'success', payload: result.success });
    else
      deliver({
        channel: CHANNEL,
        id: request.id,
        type: 'error',
        message: result.error,
        ...(result.code !== undefined ? { code: result.code } : {}),
      });
  };
  Object.defineProperty(frameWindow, 'postMessage', {
    configurable: true,
    value: (message: PostedRequest, targetOrigin: string) => {
      posted.push({ message, targetOrigin });
      const result = answer?.(message);
      if (result) queueMicrotask(() => reply(message, result));
    },
  });
  return {
    posted,
    answerWith(next) {
      answer = next;
    },
    ready: () => deliver({ channel: CHANNEL, type: 'ready' }),
    deliver,
    succeed: (id, payload) => deliver({ channel: CHANNEL, id, type: 'success', payload }),
    fail: (id, message, code) =>
      deliver({
        channel: CHANNEL,
        id,
        type: 'error',
        message,
        ...(code !== undefined ? { code } : {}),
      }),
    logout: () => deliver({ channel: CHANNEL, type: 'logout' }),
    frameWindow: () => frameWindow,
  };
}

/** A frame client pointed at the scripted frame's origin, quiet unless told otherwise. */
export function testFrameClient(overrides: Partial<FrameClientOptions> = {}): FrameClient {
  return createFrameClient({
    url: FRAME_ORIGIN,
    projectId: 'test-project',
    chainId: 'eip155:31337',
    version: '0.1.0',
    parse: parseFrameInbound,
    build: buildFrameRequest,
    isSafeMethod: isSafeRpcMethod,
    log: () => undefined,
    ...overrides,
  });
}
