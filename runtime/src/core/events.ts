/**
 * The kit's own event stream (one emitter per kit instance): hosts, tests and the kit's
 * analytics observe through it what the controllers did.
 */
import type { CaipNetworkId, ChainNamespace } from './types.js';

export type KitEvent =
  | { type: 'MODAL_OPEN'; properties: { connected: boolean } }
  | { type: 'MODAL_CLOSE'; properties: { connected: boolean } }
  | { type: 'CONNECT_SUCCESS'; properties: { name: string; namespace: ChainNamespace } }
  | { type: 'CONNECT_ERROR'; properties: { message: string; rejected: boolean } }
  | { type: 'DISCONNECT_SUCCESS'; properties: { namespaces: ChainNamespace[] } }
  | { type: 'DISCONNECT_ERROR'; properties: { namespaces: ChainNamespace[]; message: string } }
  | { type: 'SWITCH_NETWORK'; properties: { network: CaipNetworkId } };

export type KitEventType = KitEvent['type'];
export type KitEventListener = (event: KitEvent) => void;

export interface KitEventEmitter {
  emit(event: KitEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: KitEventListener): () => void;
}

export function createEventEmitter(): KitEventEmitter {
  const listeners = new Set<KitEventListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        // A faulty listener (e.g. analytics) must never break the controller that emitted.
        try {
          listener(event);
        } catch {
          /* ignored on purpose */
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
