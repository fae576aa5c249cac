/**
 * How many times each key (a visitor, an IP) did something in the current period, in a map
 * of bounded size. When the map is full the oldest count is forgotten: that only lets its
 * key start counting again, so a flood of new keys can never lock an existing one out.
 */
interface RateWindow {
  /** Counts one more for `key`; false when the key has already reached `limit` in this period. */
  take(key: string): boolean;
}

export function createRateWindow(options: {
  limit: number;
  windowMs: number;
  maxKeys: number;
  now: () => number;
}): RateWindow {
  const counts = new Map<string, { start: number; count: number }>();
  return {
    take(key) {
      const time = options.now();
      let period = counts.get(key);
      if (!period || time - period.start >= options.windowMs) {
        counts.delete(key);
        if (counts.size >= options.maxKeys) counts.delete(counts.keys().next().value!);
        period = { start: time, count: 0 };
        counts.set(key, period);
      }
      if (period.count >= options.limit) return false;
      period.count += 1;
      return true;
    },
  };
}
