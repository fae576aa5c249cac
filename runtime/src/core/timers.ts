/**
 * Timeouts owned by one kit, so `destroy()` can cancel every pending auto-close.
 */
export interface KitTimers {
  set(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clear(handle: ReturnType<typeof setTimeout> | undefined): void;
  clearAll(): void;
}

export function createTimers(): KitTimers {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    set(callback, ms) {
      const handle = setTimeout(() => {
        pending.delete(handle);
        callback();
      }, ms);
      pending.add(handle);
      return handle;
    },
    clear(handle) {
      if (handle === undefined) return;
      clearTimeout(handle);
      pending.delete(handle);
    },
    clearAll() {
      for (const handle of pending) clearTimeout(handle);
      pending.clear();
    },
  };
}
