/**
 * Forwards the connected wallet's EIP-1193 events to the kit as `AdapterEvent`s.
 * Returns the function that removes exactly the listeners it added.
 */
import type { AdapterEvent } from '../core/types.js';
import type { Eip1193Listener, Eip1193Provider } from '../core/eip1193.js';
import { firstWalletAccount, parseWalletChainId } from './network.js';

export interface ProviderEventHandlers {
  emit(event: AdapterEvent): void;
  /** The wallet dropped the connection on its side: the adapter forgets it. */
  onWalletDisconnect(): void;
}

export function subscribeToProvider(
  provider: Eip1193Provider,
  handlers: ProviderEventHandlers,
): () => void {
  let subscribed = true;
  // A new account may be checksummed by code still loading: while it is, later events wait
  // their turn behind it, so the kit hears the wallet's events in the order the wallet sent
  // them, and none after the unsubscribe. Otherwise each event is handed over at once.
  let waiting: Promise<void> | undefined;
  const inOrder =
    <T>(handle: (value: T) => void, read: (raw: unknown) => T | Promise<T>): Eip1193Listener =>
    (raw) => {
      const value = read(raw);
      if (!waiting && !(value instanceof Promise)) {
        handle(value);
        return;
      }
      const turn: Promise<void> = Promise.all([value, waiting]).then(([ready]) => {
        if (subscribed) handle(ready);
        if (waiting === turn) waiting = undefined;
      });
      waiting = turn;
    };
  const listeners: Record<string, Eip1193Listener> = {
    // An empty list means the visitor disconnected this site in the wallet; the core
    // decides what an undefined address means for its state.
    accountsChanged: inOrder(
      (address) => handlers.emit({ type: 'accountsChanged', address }),
      firstWalletAccount,
    ),
    chainChanged: inOrder((chainId) => {
      if (chainId !== undefined) handlers.emit({ type: 'chainChanged', chainId });
    }, parseWalletChainId),
    disconnect: inOrder(
      () => {
        handlers.onWalletDisconnect();
        handlers.emit({ type: 'disconnect' });
      },
      () => undefined,
    ),
  };

  if (typeof provider.on !== 'function') return () => undefined;
  for (const [event, listener] of Object.entries(listeners)) provider.on(event, listener);

  return () => {
    if (!subscribed) return;
    subscribed = false;
    for (const [event, listener] of Object.entries(listeners)) {
      if (typeof provider.removeListener === 'function') provider.removeListener(event, listener);
      else provider.off?.(event, listener);
    }
  };
}
