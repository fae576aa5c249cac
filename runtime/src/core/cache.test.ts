import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS, createKitCaches } from './cache.js';
import { createKitStorage } from './storage.js';
import { MemoryStorage } from './testing/test-support.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function caches(backing = new MemoryStorage()) {
  return { backing, caches: createKitCaches(createKitStorage(backing), () => Date.now()) };
}

const balance = { balance: '1.0', symbol: 'ETH' };

describe('time-limited caches', () => {
  it('the TTLs are balance 30 s, native balance 30 s, name 5 min, identity 5 min', () => {
    expect(CACHE_TTL_MS).toEqual({
      balance: 30_000,
      nativeBalance: 30_000,
      name: 300_000,
      identity: 300_000,
    });
  });

  it('a balance is cached for 30 s', () => {
    const { caches: c } = caches();
    c.balance.set('eip155:1:0xabc', balance);
    vi.advanceTimersByTime(29_999);
    expect(c.balance.get('eip155:1:0xabc')).toEqual(balance);
    vi.advanceTimersByTime(1);
    expect(c.balance.get('eip155:1:0xabc')).toBeUndefined();
  });

  it('a native balance is cached for 30 s', () => {
    const { caches: c } = caches();
    c.nativeBalance.set('k', balance);
    vi.advanceTimersByTime(29_999);
    expect(c.nativeBalance.get('k')).toEqual(balance);
    vi.advanceTimersByTime(1);
    expect(c.nativeBalance.get('k')).toBeUndefined();
  });

  it('a name is cached for 5 minutes, including "no name"', () => {
    const { caches: c } = caches();
    c.name.set('k', null);
    c.name.set('j', 'ada.eth');
    vi.advanceTimersByTime(299_999);
    expect(c.name.get('k')).toBeNull();
    expect(c.name.get('j')).toBe('ada.eth');
    vi.advanceTimersByTime(1);
    expect(c.name.get('j')).toBeUndefined();
  });

  it('an identity is cached for 5 minutes', () => {
    const { caches: c } = caches();
    c.identity.set('k', { name: 'ada.eth', avatar: null });
    vi.advanceTimersByTime(299_999);
    expect(c.identity.get('k')).toEqual({ name: 'ada.eth', avatar: null });
    vi.advanceTimersByTime(1);
    expect(c.identity.get('k')).toBeUndefined();
  });

  it('survives a reload (a new kit on the same storage) within the TTL', () => {
    const backing = new MemoryStorage();
    caches(backing).caches.balance.set('k', balance);
    vi.advanceTimersByTime(10_000);
    expect(caches(backing).caches.balance.get('k')).toEqual(balance);
  });

  it('expired entries are dropped from storage', () => {
    const { caches: c, backing } = caches();
    c.balance.set('old', balance);
    vi.advanceTimersByTime(30_000);
    c.balance.set('new', balance);
    expect(Object.keys(JSON.parse(backing.getItem('@walletkit/cache:balance') ?? '{}'))).toEqual([
      'new',
    ]);
  });

  it('an entry stamped in the future (clock moved back) is stale', () => {
    const { caches: c } = caches();
    c.balance.set('k', balance);
    vi.setSystemTime(Date.now() - 60_000);
    expect(c.balance.get('k')).toBeUndefined();
  });

  it('a corrupt cache is discarded', () => {
    const backing = new MemoryStorage();
    backing.setItem(
      '@walletkit/cache:balance',
      JSON.stringify({ k: { timestamp: 'x', value: 1 } }),
    );
    expect(caches(backing).caches.balance.get('k')).toBeUndefined();
    expect(backing.getItem('@walletkit/cache:balance')).toBeNull();
  });
});
