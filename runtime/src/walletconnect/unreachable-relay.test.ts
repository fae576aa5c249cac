import { afterEach, describe, expect, it, vi } from 'vitest';
import { WC_ERRORS, RELAY_URI_TIMEOUT_MS } from './constants.js';
import { createPairingFlow } from './pairing-flow.js';
import type { Provider } from './sdk.js';
import { createWalletConnectStore, initialWalletConnectState } from './state.js';

afterEach(() => {
  vi.useRealTimers();
});

const DESKTOP = { isTelegram: false, isIosSafari: false };

/** A provider whose relay never answers: no URI, no session. */
function silentRelay(): Provider {
  return {
    once: () => undefined,
    removeListener: () => undefined,
    connect: () => new Promise(() => {}),
  } as unknown as Provider;
}

function flowWith(ensureProvider: () => Promise<Provider>) {
  const store = createWalletConnectStore(initialWalletConnectState());
  const flow = createPairingFlow({
    store,
    now: () => Date.now(),
    namespaces: {},
    ensureProvider,
    adopt: () => {
      throw new Error('no session expected');
    },
    refuse: () => {
      throw new Error('no session expected');
    },
    hasSession: () => false,
    networks: [],
    oneClickAuth: () => undefined,
  });
  return { store, flow };
}

describe('WalletConnect with an unreachable relay', () => {
  for (const [where, ensureProvider] of [
    ['the SDK never connects to the relay', () => new Promise<Provider>(() => {})],
    ['the relay never hands out a pairing URI', async () => silentRelay()],
  ] as const) {
    it(`after a bounded time the pairing fails saying the relay cannot be reached (${where})`, async () => {
      vi.useFakeTimers();
      const { store, flow } = flowWith(ensureProvider);
      const outcome = flow.start({}, DESKTOP).then(
        () => 'paired',
        (error: Error) => error.message,
      );
      await vi.advanceTimersByTimeAsync(RELAY_URI_TIMEOUT_MS);
      expect(await outcome).toBe(WC_ERRORS.RELAY_UNREACHABLE);
      expect(store.getState()).toMatchObject({
        status: 'disconnected',
        wcError: { kind: 'failed', message: WC_ERRORS.RELAY_UNREACHABLE },
      });
    });
  }
});
