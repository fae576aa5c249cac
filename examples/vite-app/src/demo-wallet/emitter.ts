/** The `on` / `removeListener` half of EIP-1193, plus `emit` for the wallet itself. */
export type Listener = (...args: unknown[]) => void;

export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, ...args: unknown[]) {
      // Copy first: a listener may unsubscribe itself while we iterate.
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    },
  };
}
