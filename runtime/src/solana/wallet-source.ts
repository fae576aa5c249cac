/**
 * Where Wallet Standard wallets come from. On the page's own `window` that is
 * `@wallet-standard/app`'s `getWallets()`, the registry every Wallet Standard app on the page
 * shares. For another window (an iframe's, or a test's) the same app-side protocol is spoken
 * on that window by a registry owned by the adapter instance, because `getWallets()` is bound
 * to the global `window` for the lifetime of the page.
 */
import { getWallets, type Wallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';

/** The part of a window the protocol needs; tests pass a plain `EventTarget`. */
export interface SolanaWindowLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
  /** The window's own `CustomEvent`: a DOM only accepts events of its own realm. */
  CustomEvent?: typeof CustomEvent;
}

export type WalletSource = Pick<Wallets, 'get' | 'on'>;

export interface OpenedWalletSource {
  source: WalletSource;
  close(): void;
}

const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet';
const APP_READY_EVENT = 'wallet-standard:app-ready';

type Listeners = { [E in 'register' | 'unregister']: Set<(...wallets: Wallet[]) => void> };

/** The app side of the Wallet Standard registration protocol, scoped to one window. */
function openWindowRegistry(win: SolanaWindowLike): OpenedWalletSource {
  const registered = new Set<Wallet>();
  const listeners: Listeners = { register: new Set(), unregister: new Set() };

  function notify(event: keyof Listeners, wallets: Wallet[]): void {
    for (const listener of listeners[event]) {
      // One misbehaving listener must not stop the others from hearing about the wallet.
      try {
        listener(...wallets);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function register(...wallets: Wallet[]): () => void {
    const added = wallets.filter((wallet) => !registered.has(wallet));
    for (const wallet of added) registered.add(wallet);
    if (added.length > 0) notify('register', added);
    return () => {
      const removed = added.filter((wallet) => registered.delete(wallet));
      if (removed.length > 0) notify('unregister', removed);
    };
  }

  const api = Object.freeze({ register });
  const onRegisterWallet = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail;
    if (typeof callback !== 'function') return;
    try {
      (callback as (app: typeof api) => void)(api);
    } catch (error) {
      console.error(error);
    }
  };

  win.addEventListener(REGISTER_WALLET_EVENT, onRegisterWallet);
  // Wallets that loaded before the app register when they hear the app is ready.
  const EventConstructor = win.CustomEvent ?? CustomEvent;
  win.dispatchEvent(new EventConstructor(APP_READY_EVENT, { detail: api }));

  return {
    source: {
      get: () => [...registered],
      on(event, listener) {
        const set = listeners[event] as Set<(...wallets: Wallet[]) => void>;
        set.add(listener);
        return () => void set.delete(listener);
      },
    },
    close() {
      win.removeEventListener(REGISTER_WALLET_EVENT, onRegisterWallet);
      listeners.register.clear();
      listeners.unregister.clear();
    },
  };
}

function globalWindow(): SolanaWindowLike | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** `undefined` where there is no window at all (server rendering). */
export function openWalletSource(
  win: SolanaWindowLike | undefined,
): OpenedWalletSource | undefined {
  const page = globalWindow();
  const target = win ?? page;
  if (!target) return undefined;
  if (target !== page) return openWindowRegistry(target);
  // The page-wide registry is shared with other apps: nothing of ours to close on it.
  return { source: getWallets(), close: () => undefined };
}
