import { describe, expect, it } from 'vitest';
import { projectOriginsCache } from './project-origins-cache.js';

const TTL_MS = 5_000;

/** A table read that counts its calls and answers what `table` holds at the time. */
function fakeTable(initial: Record<string, string[]>) {
  let table = initial;
  let reads = 0;
  let fail: Error | undefined;
  return {
    load: async () => {
      reads += 1;
      if (fail) throw fail;
      return new Map(Object.entries(table).map(([id, origins]) => [id, [...origins]]));
    },
    set: (next: Record<string, string[]>) => (table = next),
    failWith: (error: Error | undefined) => (fail = error),
    reads: () => reads,
  };
}

describe('project origins cache', () => {
  it('many requests at once read the table once', async () => {
    const table = fakeTable({ demo: ['http://a.test'] });
    const cache = projectOriginsCache(table.load, TTL_MS, () => 0);
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.originsOf('demo')));
    expect(answers.every((origins) => origins?.[0] === 'http://a.test')).toBe(true);
    expect(table.reads()).toBe(1);
  });

  it('a made-up project id costs no read of its own', async () => {
    const table = fakeTable({ demo: ['http://a.test'] });
    const cache = projectOriginsCache(table.load, TTL_MS, () => 0);
    await cache.originsOf('demo');
    for (let i = 0; i < 100; i++) expect(await cache.originsOf(`made-up-${i}`)).toBeUndefined();
    expect(table.reads()).toBe(1);
  });

  it("another instance's change is seen once the copy is older than its time to live", async () => {
    const table = fakeTable({ demo: ['http://a.test'] });
    let now = 0;
    const cache = projectOriginsCache(table.load, TTL_MS, () => now);
    expect(await cache.originsOf('demo')).toEqual(['http://a.test']);
    table.set({ demo: ['http://b.test'] });
    now = TTL_MS - 1;
    expect(await cache.originsOf('demo')).toEqual(['http://a.test']);
    now = TTL_MS;
    expect(await cache.originsOf('demo')).toEqual(['http://b.test']);
  });

  it('an origin removed by this instance stops being allowed at once', async () => {
    const table = fakeTable({ demo: ['http://a.test', 'http://b.test'] });
    const cache = projectOriginsCache(table.load, TTL_MS, () => 0);
    expect(await cache.originsOf('demo')).toContain('http://b.test');
    table.set({ demo: ['http://a.test'] });
    cache.forget();
    expect(await cache.originsOf('demo')).toEqual(['http://a.test']);
  });

  it('a read started before forget() does not bring back what was removed', async () => {
    const table = fakeTable({ demo: ['http://a.test', 'http://b.test'] });
    const cache = projectOriginsCache(table.load, TTL_MS, () => 0);
    const stale = cache.originsOf('demo');
    table.set({ demo: ['http://a.test'] });
    cache.forget();
    await stale;
    expect(await cache.originsOf('demo')).toEqual(['http://a.test']);
  });

  it('a failed read is not kept: the next request reads again', async () => {
    const table = fakeTable({ demo: ['http://a.test'] });
    const cache = projectOriginsCache(table.load, TTL_MS, () => 0);
    table.failWith(new Error('database unavailable'));
    await expect(cache.originsOf('demo')).rejects.toThrow('database unavailable');
    table.failWith(undefined);
    expect(await cache.originsOf('demo')).toEqual(['http://a.test']);
  });

  it('a caller changing its answer does not change what the next request is checked against', async () => {
    const table = fakeTable({ demo: ['http://a.test'] });
    const cache = projectOriginsCache(table.load, TTL_MS, () => 0);
    (await cache.originsOf('demo'))!.push('http://evil.test');
    expect(await cache.originsOf('demo')).toEqual(['http://a.test']);
  });
});
