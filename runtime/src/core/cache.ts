/**
 * Time-limited caches kept in the kit's storage, so a reload within
 * the window shows the last value without asking the chain again. The clock is injected:
 * tests move it, and a page whose clock jumps backwards treats entries as stale.
 */
import type { KitStorage } from './storage.js';
import * as shape from './stored-shape.js';
import type { Shape } from './stored-shape.js';

export const CACHE_TTL_MS = {
  balance: 30_000,
  nativeBalance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
} as const;

export interface TtlCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  delete(key: string): void;
  clear(): void;
}

export function createTtlCache<T>(params: {
  storage: KitStorage;
  name: string;
  ttlMs: number;
  now: () => number;
  /** What a cached value must look like when read back. */
  value: Shape<T>;
}): TtlCache<T> {
  const { ttlMs, now } = params;
  type Entries = Partial<Record<string, { timestamp: number; value: T }>>;
  const entryShape = shape.object<{ timestamp: number; value: T }>({
    timestamp: shape.number,
    value: params.value,
  });
  const field = params.storage.json<Entries>(
    `cache:${params.name}`,
    shape.record(shape.string, entryShape),
  );

  const isFresh = (timestamp: number) => {
    const age = now() - timestamp;
    return age >= 0 && age < ttlMs;
  };
  /** Reads the entries and drops the stale ones, so storage never grows without bound. */
  const freshEntries = (): Entries => {
    const entries = field.get() ?? {};
    const fresh: Entries = {};
    for (const [key, entry] of Object.entries(entries)) {
      if (entry && isFresh(entry.timestamp)) fresh[key] = entry;
    }
    if (Object.keys(fresh).length !== Object.keys(entries).length) field.set(fresh);
    return fresh;
  };

  return {
    get: (key) => freshEntries()[key]?.value as T | undefined,
    set(key, value) {
      field.set({ ...freshEntries(), [key]: { timestamp: now(), value } });
    },
    delete(key) {
      const { [key]: _removed, ...rest } = freshEntries();
      field.set(rest);
    },
    clear: () => field.remove(),
  };
}

export interface CachedBalance {
  balance: string;
  symbol: string;
}
export interface CachedIdentity {
  name: string | null;
  avatar: string | null;
}

export interface KitCaches {
  /** Keyed by CAIP address. */
  balance: TtlCache<CachedBalance>;
  nativeBalance: TtlCache<CachedBalance>;
  /** Keyed by CAIP address: the reverse-resolved name, `null` when there is none. */
  name: TtlCache<string | null>;
  identity: TtlCache<CachedIdentity>;
}

export function createKitCaches(storage: KitStorage, now: () => number): KitCaches {
  const balanceShape = shape.object<CachedBalance>({ balance: shape.string, symbol: shape.string });
  const make = <T>(name: keyof typeof CACHE_TTL_MS, value: Shape<T>) =>
    createTtlCache({ storage, name, ttlMs: CACHE_TTL_MS[name], now, value });
  return {
    balance: make('balance', balanceShape),
    nativeBalance: make('nativeBalance', balanceShape),
    name: make('name', shape.nullable(shape.string)),
    identity: make(
      'identity',
      shape.object<CachedIdentity>({
        name: shape.nullable(shape.string),
        avatar: shape.nullable(shape.string),
      }),
    ),
  };
}
