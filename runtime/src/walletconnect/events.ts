/**
 * What a client tells its adapters about the shared session. One emitter per client: two
 * kits on a page never hear each other's wallet.
 */
import type { CaipNetworkId, ChainNamespace } from '../core/types.js';
import type { WalletConnectSession } from './session.js';

export type WalletConnectEvent =
  | { type: 'connected'; session: WalletConnectSession }
  /** `address` undefined: the family left the session (the wallet removed its accounts). */
  | { type: 'accountsChanged'; namespace: ChainNamespace; address: string | undefined }
  | { type: 'chainChanged'; namespace: ChainNamespace; caipNetworkId: CaipNetworkId }
  /** The wallet ended the session (session_delete or expiry); never sent for our own disconnect(). */
  | { type: 'disconnected' };

export type WalletConnectListener = (event: WalletConnectEvent) => void;

export interface WalletConnectEmitter {
  emit(event: WalletConnectEvent): void;
  subscribe(listener: WalletConnectListener): () => void;
  clear(): void;
}

export function createWalletConnectEmitter(): WalletConnectEmitter {
  const listeners = new Set<WalletConnectListener>();
  return {
    emit(event) {
      // A copy, so a listener that unsubscribes while handling does not skip the next one.
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}
