/**
 * Creates the context of one kit: its stores, storage, caches, events, timers and router,
 * wired to the modal's closing rules.
 */
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { createKitCaches } from './cache.js';
import type { KitContext, SiwxSessionHooks, WalletKitOptions } from './context.js';
import { createEventEmitter } from './events.js';
import { closeModal } from './modal.js';
import { isMobileBrowser } from './platform.js';
import { createRouterController } from './router.js';
import { createKitStorage } from './storage.js';
import { createKitStores } from './stores.js';
import { createTimers } from './timers.js';
import type { ChainAdapter } from './types.js';

/** Without the sign-in feature there is no session store: no session, nothing to clear. */
const NO_SIWX_SESSIONS: SiwxSessionHooks = {
  hasSession: () => false,
  clearSessions: () => undefined,
};

export function createKitContext(
  config: ResolvedConfig,
  adapters: readonly ChainAdapter[],
  options: WalletKitOptions = {},
): KitContext {
  const stores = createKitStores(config);
  const storage = createKitStorage(options.storage);
  const now = options.now ?? (() => Date.now());
  // Email login joins each family it serves as one more adapter (an AUTH connector).
  const embedded = options.embedded;
  const ctx: KitContext = {
    config,
    stores,
    adapters: embedded ? embedded.withAdapters(adapters) : [...adapters],
    storage,
    caches: createKitCaches(storage, now),
    events: createEventEmitter(),
    timers: createTimers(),
    siwx: options.siwx ?? NO_SIWX_SESSIONS,
    // Back with nowhere to go closes through the modal's rules.
    router: createRouterController(
      stores.router,
      (closeOptions) => void closeModal(ctx, closeOptions),
    ),
    isMobile: options.isMobile ?? isMobileBrowser,
    now,
    startup: undefined,
    adapterConnectors: new Map(),
    connectAttempt: { id: 0 },
    embedded,
    attachAnalytics: options.analytics,
  };
  return ctx;
}
