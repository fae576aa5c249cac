/**
 * The host page's end of the wallet frame: one hidden, fixed `<iframe>` on the wallet
 * service's origin, and requests to it matched to their answers by a random id.
 *
 * - The frame is created at the first request (or by `preload()`), never before.
 * - Messages go only to the frame's exact origin. A message is handled only when it comes
 *   from that origin, from the frame's own window, and the frame message schemas accept it;
 *   anything else is logged and dropped.
 * - A ready message saying the frame has only memory to keep the login in (third-party
 *   storage blocked) is reported through `onLoginNotRemembered`.
 * - The frame counts as initialised 500 ms after its ready message. A request waits for that
 *   at most 20 s (except theme, app data and account-type syncs); a login request waits for
 *   its answer at most 30 s. A time-out is reported through `onTimeout` and aborts every
 *   pending request but the safe reads.
 */
import { withinTime } from '@wallet-kit/schemas';
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  NO_LOAD_TIMEOUT,
  REQUEST_TIMEOUTS,
  type FrameTimeoutKind,
} from './frame-timing.js';
import { FRAME_ERRORS, FrameRequestError } from './frame-errors.js';
import { followSlot, type SlotRect } from './follow-slot.js';
import type { FrameInbound } from './frame-protocol.js';

export const FRAME_ID = 'w3m-iframe';
export const FRAME_NAME = 'w3m-secure-iframe';
export const FRAME_Z_INDEX = '999999';

export interface FrameClientOptions {
  /** The wallet service's base URL (`endpoints.embeddedWalletUrl`). */
  url: string;
  projectId: string;
  /** CAIP-2 id of the network the frame starts on. */
  chainId?: string;
  version: string;
  enableLogger?: boolean;
  /** The kit's resolved locale: the frame draws its review in the same language. */
  locale?: string;
  /** The frame message schemas' reading of one message; undefined when they refuse it. */
  parse(data: unknown): FrameInbound | undefined;
  /** Builds one request message for the frame (the schemas' shape). */
  build(id: string, type: string, payload: unknown): unknown;
  /** Safe read-only RPC methods: their pending requests are never aborted. */
  isSafeMethod(method: string): boolean;
  onTimeout?(kind: FrameTimeoutKind): void;
  /** The frame's session ended on its own. */
  onLogout?(): void;
  /**
   * The frame started without storage of its own (the browser blocks third-party storage on
   * this site): a login lasts only until the page reloads.
   */
  onLoginNotRemembered?(): void;
  /** The frame answered an error; the kit maps server messages to alerts. */
  onErrorMessage?(message: string): void;
  /** A dropped message and why. Defaults to console.warn. */
  log?(reason: string): void;
  document?: Document;
  window?: Window;
  randomId?: () => string;
  /** Overrides for tests. */
  readyDelayMs?: number;
  loadTimeoutMs?: number;
}

export interface FrameRequestOptions {
  /** For `rpcRequest`: the method, so an abort says "Request was aborted" and safe reads stay. */
  method?: string;
}

export interface FrameStats {
  handled: number;
  dropped: number;
}

export interface FrameClient {
  request<T = unknown>(type: string, payload: unknown, options?: FrameRequestOptions): Promise<T>;
  /** Creates the frame now (an earlier login is recorded). */
  preload(): void;
  /** Resolves once the frame is initialised (ready + 500 ms). */
  whenReady(): Promise<void>;
  /** Lays the frame over `element` at its place on screen, visible; null hides it again. */
  attach(element: HTMLElement | null): void;
  /** The frame element, once created. */
  frame(): HTMLIFrameElement | undefined;
  stats(): FrameStats;
  destroy(): void;
}

interface Pending {
  type: string;
  method?: string;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer?: ReturnType<typeof setTimeout>;
}

export function frameUrl(options: FrameClientOptions): string {
  const base = options.url.replace(/\/+$/, '');
  const query = new URLSearchParams({ projectId: options.projectId });
  if (options.chainId) query.set('chainId', options.chainId);
  query.set('version', options.version);
  query.set('enableLogger', String(options.enableLogger ?? false));
  if (options.locale) query.set('locale', options.locale);
  return `${base}/frame?${query.toString()}`;
}

const HIDDEN_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  zIndex: FRAME_Z_INDEX,
  display: 'none',
  border: 'none',
  top: '0px',
  left: '0px',
  width: '0px',
  height: '0px',
  colorScheme: 'normal',
};

export function createFrameClient(options: FrameClientOptions): FrameClient {
  const doc = options.document ?? globalThis.document;
  const win = options.window ?? globalThis.window;
  const origin = new URL(options.url).origin;
  const randomId = options.randomId ?? (() => globalThis.crypto.randomUUID());
  const readyDelayMs = options.readyDelayMs ?? FRAME_READY_DELAY_MS;
  const loadTimeoutMs = options.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS;
  const log = options.log ?? ((reason: string) => console.warn(`[wallet-kit frame] ${reason}`));
  const pending = new Map<string, Pending>();
  const stats: FrameStats = { handled: 0, dropped: 0 };

  let iframe: HTMLIFrameElement | undefined;
  let ready: Promise<void> | undefined;
  let markReady: (() => void) | undefined;
  let failReady: ((error: Error) => void) | undefined;
  let initialised = false;
  let destroyed = false;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;

  function drop(reason: string): void {
    stats.dropped += 1;
    log(`message dropped: ${reason}`);
  }

  function onMessage(event: MessageEvent): void {
    try {
      if (event.origin !== origin) return drop('wrong origin');
      if (!iframe || event.source !== iframe.contentWindow) return drop('wrong source window');
      const message = options.parse(event.data);
      if (!message) return drop('not a frame message');
      handle(message);
    } catch {
      drop('unreadable message');
    }
  }

  function handle(message: FrameInbound): void {
    if (message.type === 'ready') {
      if (!markReady) return drop('ready twice');
      stats.handled += 1;
      if (message.storage === 'memory') options.onLoginNotRemembered?.();
      const done = markReady;
      markReady = undefined;
      readyTimer = setTimeout(() => {
        initialised = true;
        done();
      }, readyDelayMs);
      return;
    }
    if (message.type === 'logout') {
      stats.handled += 1;
      options.onLogout?.();
      return;
    }
    const entry = pending.get(message.id);
    if (!entry) return drop('answer to no pending request');
    stats.handled += 1;
    settle(message.id);
    if (message.type === 'success') {
      entry.resolve(message.payload);
      return;
    }
    const text = message.message || FRAME_ERRORS.GENERIC;
    options.onErrorMessage?.(text);
    entry.reject(new FrameRequestError(text, message.code));
  }

  function settle(id: string): void {
    const entry = pending.get(id);
    if (entry?.timer) clearTimeout(entry.timer);
    pending.delete(id);
  }

  function abortMessage(entry: Pending): string {
    return entry.type === 'rpcRequest' ? FRAME_ERRORS.RPC_ABORTED : FRAME_ERRORS.ABORTED;
  }

  /** Rejects every pending request except the safe reads (they are never aborted). */
  function abortPending(): void {
    for (const [id, entry] of [...pending]) {
      if (entry.method !== undefined && options.isSafeMethod(entry.method)) continue;
      settle(id);
      entry.reject(new FrameRequestError(abortMessage(entry)));
    }
  }

  function createFrame(): void {
    if (iframe || destroyed) return;
    if (!doc?.body || !win) throw new FrameRequestError(FRAME_ERRORS.NO_FRAME);
    const element = doc.createElement('iframe');
    element.id = FRAME_ID;
    element.name = FRAME_NAME;
    element.title = 'Embedded wallet';
    // The visitor's passkey is made and used inside the frame, on the wallet service's origin.
    element.allow = 'publickey-credentials-get; publickey-credentials-create';
    Object.assign(element.style, HIDDEN_STYLE);
    element.src = frameUrl(options);
    ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failReady = reject;
    });
    // Nobody may be waiting yet: an unobserved failure must not surface as unhandled.
    ready.catch(() => undefined);
    element.addEventListener('error', () => failLoad());
    win.addEventListener('message', onMessage);
    doc.body.appendChild(element);
    iframe = element;
  }

  /** The frame did not load: report it, abort what waits, and start afresh next time. */
  function failLoad(): void {
    if (initialised || !iframe) return;
    options.onTimeout?.('iframe_load_failed');
    failReady?.(new FrameRequestError(FRAME_ERRORS.LOAD_FAILED));
    abortPending();
    removeFrame();
  }

  function removeFrame(): void {
    win?.removeEventListener('message', onMessage);
    clearTimeout(readyTimer);
    iframe?.remove();
    iframe = undefined;
    ready = undefined;
    markReady = undefined;
    failReady = undefined;
    initialised = false;
  }

  async function waitForReady(type: string): Promise<void> {
    createFrame();
    if (initialised) return;
    const current = ready;
    if (!current) throw new FrameRequestError(FRAME_ERRORS.NO_FRAME);
    if (NO_LOAD_TIMEOUT.includes(type)) return current;
    await withinTime(current, loadTimeoutMs, () => {
      failLoad();
      throw new FrameRequestError(FRAME_ERRORS.LOAD_FAILED);
    });
  }

  function post(id: string, type: string, payload: unknown): void {
    const target = iframe?.contentWindow;
    if (!target) throw new FrameRequestError(FRAME_ERRORS.NO_FRAME);
    target.postMessage(options.build(id, type, payload), origin);
  }

  /** Stops following the slot the frame is laid over (followSlot). */
  let unfollow: (() => void) | undefined;

  function placeOver(rect: SlotRect): void {
    if (!iframe) return;
    Object.assign(iframe.style, {
      display: 'block',
      top: `${rect.top}px`,
      left: `${rect.left}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
  }

  function hide(): void {
    if (iframe) Object.assign(iframe.style, HIDDEN_STYLE);
  }

  return {
    async request<T>(type: string, payload: unknown, requestOptions: FrameRequestOptions = {}) {
      if (destroyed) throw new FrameRequestError(FRAME_ERRORS.NO_FRAME);
      await waitForReady(type);
      const id = randomId();
      return new Promise<T>((resolve, reject) => {
        const entry: Pending = {
          type,
          method: requestOptions.method,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        const limit = REQUEST_TIMEOUTS[type];
        if (limit !== undefined) {
          entry.timer = setTimeout(() => {
            if (!pending.has(id)) return;
            options.onTimeout?.('iframe_request_timeout');
            abortPending();
          }, limit);
        }
        pending.set(id, entry);
        try {
          post(id, type, payload);
        } catch (error) {
          settle(id);
          reject(error instanceof Error ? error : new FrameRequestError(FRAME_ERRORS.NO_FRAME));
        }
      });
    },
    preload() {
      createFrame();
    },
    async whenReady() {
      await waitForReady('ready');
    },
    attach(element) {
      unfollow?.();
      unfollow = undefined;
      if (element && win) unfollow = followSlot(win, element, placeOver);
      else hide();
    },
    frame: () => iframe,
    stats: () => ({ ...stats }),
    destroy() {
      destroyed = true;
      for (const [id, entry] of [...pending]) {
        settle(id);
        entry.reject(new FrameRequestError(abortMessage(entry)));
      }
      unfollow?.();
      unfollow = undefined;
      removeFrame();
    },
  };
}
