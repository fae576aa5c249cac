/**
 * The frame as a browser runs it, for tests against a running wallet service: its own storage
 * (pass the same storage again for a reload), the request handlers with whichever logins a
 * test adds, and `request`, which sends a frame message the way the host page does.
 */
import { FRAME_CHANNEL, type FrameRequest } from '@wallet-kit/schemas';
import type { RequestDescription } from '../describe-request.js';
import { frameStorage, type FrameStorage, type StorageLike } from '../frame-storage.js';
import { createFrameWallet, type FrameWallet } from '../frame-wallet.js';
import { createHandlers, type HandlerDeps } from '../handlers.js';
import { serviceApi, type ServiceApi } from '../service-api.js';

export function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** What a test's extra handler parts are built from. */
export interface FrameParts {
  api: ServiceApi;
  storage: FrameStorage;
  stored: StorageLike;
  wallet: FrameWallet;
  rpcUrls: () => Promise<Record<string, string>>;
}

export interface FrameUnderTestOptions {
  serviceUrl: string;
  hostOrigin: string;
  projectId?: string;
  /** The nodes the frame signs and sends through (CAIP-2 id → URL). */
  rpcUrls?: Record<string, string>;
  initialChainId?: string;
  /** The browser's storage; a new one when absent. */
  stored?: StorageLike;
  /** The visitor's answer to each approval; yes by default. */
  approve?: (description: RequestDescription) => boolean;
  devicePollMs?: number;
  /** Social, Farcaster or smart-account parts of the handlers. */
  extras?: (parts: FrameParts) => Pick<HandlerDeps, 'social' | 'farcaster' | 'smartAccounts'>;
}

export function frameUnderTest(options: FrameUnderTestOptions) {
  const stored = options.stored ?? memoryStorage();
  const storage = frameStorage(stored);
  const api = serviceApi({
    baseUrl: options.serviceUrl,
    projectId: options.projectId ?? 'demo',
    hostOrigin: options.hostOrigin,
  });
  const wallet = createFrameWallet({
    api,
    storage,
    onLogout: () => undefined,
    ...(options.devicePollMs === undefined ? {} : { devicePollMs: options.devicePollMs }),
  });
  const rpcUrls = async () => options.rpcUrls ?? {};
  const asked: RequestDescription[] = [];
  const handle = createHandlers({
    wallet,
    askApproval: async (description) => {
      asked.push(description);
      return options.approve?.(description) ?? true;
    },
    rpcUrls,
    applyTheme: () => undefined,
    setAppName: () => undefined,
    initialChainId: options.initialChainId,
    ...options.extras?.({ api, storage, stored, wallet, rpcUrls }),
  });
  let counter = 0;
  // Answers are whatever each request type answers; tests read the fields they check.
  const request = (type: string, payload: unknown = {}): Promise<any> =>
    handle({
      channel: FRAME_CHANNEL,
      id: `request-${++counter}-0000`,
      type,
      payload,
    } as FrameRequest);
  return { wallet, request, asked, stored };
}
