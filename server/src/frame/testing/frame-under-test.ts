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
import type { PasskeyCeremony } from '../passkey-ceremony.js';
import { syncedPasskeys } from './software-passkeys.js';
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
interface FrameParts {
  api: ServiceApi;
  storage: FrameStorage;
  stored: StorageLike;
  wallet: FrameWallet;
  rpcUrls: () => Promise<Record<string, string>>;
}

interface FrameUnderTestOptions {
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
  /** The visitor's passkeys in this browser: the shared synced ones unless given (null: none). */
  passkeys?: PasskeyCeremony | null;
  /** The visitor's answer to the frame's passkey prompt; yes by default. */
  passkeyAnswer?: (step: 'recover' | 'create') => boolean;
  /** Social, Farcaster or smart-account parts of the handlers. */
  extras?: (parts: FrameParts) => Pick<HandlerDeps, 'social' | 'farcaster' | 'smartAccounts'>;
}

const LOGINS = ['connectOtp', 'connectSocial', 'connectFarcaster'];

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
    ...(options.passkeys === null ? {} : { passkeys: options.passkeys ?? syncedPasskeys }),
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
    askPasskey: async (step) => options.passkeyAnswer?.(step) ?? true,
    ...options.extras?.({ api, storage, stored, wallet, rpcUrls }),
  });
  let counter = 0;
  const send = (type: string, payload: unknown = {}): Promise<any> =>
    handle({
      channel: FRAME_CHANNEL,
      id: `request-${++counter}-0000`,
      type,
      payload,
    } as FrameRequest);
  // Answers are whatever each request type answers; tests read the fields they check. A login
  // is followed by the passkey step, as the kit follows every login.
  const request = async (type: string, payload: unknown = {}): Promise<any> => {
    const answer = await send(type, payload);
    if (LOGINS.includes(type)) {
      const { step } = await send('passkeyStep');
      if (step !== 'none') await send('passkey');
    }
    return answer;
  };
  return { wallet, request, asked, stored };
}
