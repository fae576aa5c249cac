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
  const listeners: Record<string, Eip1193Listener> = {
    accountsChanged: (accounts) => {
      // An empty list means the visitor disconnected this site in the wallet; the core
      // decides what an undefined address means for its state.
      handlers.emit({ type: 'accountsChanged', address: firstWalletAccount(accounts) });
    },
    chainChanged: (chainId) => {
      const parsed = parseWalletChainId(chainId);
      if (parsed !== undefined) handlers.emit({ type: 'chainChanged', chainId: parsed });
    },
    disconnect: () => {
      handlers.onWalletDisconnect();
      handlers.emit({ type: 'disconnect' });
    },
  };

  if (typeof provider.on !== 'function') return () => undefined;
  for (const [event, listener] of Object.entries(listeners)) provider.on(event, listener);

  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    for (const [event, listener] of Object.entries(listeners)) {
      if (typeof provider.removeListener === 'function') provider.removeListener(event, listener);
      else provider.off?.(event, listener);
    }
  };
}
