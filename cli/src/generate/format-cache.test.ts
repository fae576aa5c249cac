import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { parseConfig } from '@wallet-kit/schemas';
import { plan } from '../plan/plan.js';
import { openFormatCache } from './format-cache.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wk-format-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the format cache', () => {
  test('a saved entry is found by the next run with the same path, text and settings', async () => {
    const first = await openFormatCache(dir, { prettier: '3' });
    first.set('index.ts', 'export  const a=1', 'export const a = 1;\n');
    await first.save();
    const second = await openFormatCache(dir, { prettier: '3' });
    expect(second.get('index.ts', 'export  const a=1')).toBe('export const a = 1;\n');
  });

  test('other text, another path or other settings find nothing', async () => {
    const first = await openFormatCache(dir, { prettier: '3' });
    first.set('index.ts', 'export  const a=1', 'export const a = 1;\n');
    await first.save();
    const same = await openFormatCache(dir, { prettier: '3' });
    expect(same.get('index.ts', 'export  const a=2')).toBeUndefined();
    expect(same.get('config.ts', 'export  const a=1')).toBeUndefined();
    const other = await openFormatCache(dir, { prettier: '3', semi: false });
    expect(other.get('index.ts', 'export  const a=1')).toBeUndefined();
  });

  test('a run that only reads writes nothing', async () => {
    const cache = await openFormatCache(join(dir, 'cache'), { prettier: '3' });
    cache.get('index.ts', 'x');
    await cache.save();
    expect(await readdir(dir)).toEqual([]);
  });

  test('without a cache folder nothing is remembered', async () => {
    const cache = await openFormatCache(undefined, {});
    cache.set('index.ts', 'x', 'y');
    await cache.save();
    expect((await openFormatCache(undefined, {})).get('index.ts', 'x')).toBeUndefined();
  });
});

describe('planning with the format cache', () => {
  test('remembered files are taken as they are; only the others are formatted and remembered', async () => {
    const parsed = parseConfig({
      projectId: 'p',
      metadata: { name: 'A', url: 'https://a.example' },
      networks: ['eip155:1'],
    });
    if (!parsed.ok) throw new Error('bad test config');
    const templates = [
      { path: 'config.ts.hbs', source: 'export  const b=2' },
      { path: 'index.ts.hbs', source: 'export  const a=1' },
    ];
    const cache = await openFormatCache(dir, {});
    cache.set('index.ts', 'export  const a=1', '// remembered\n');
    const files = await plan(parsed.config, { templates, formatCache: cache });
    expect(files).toEqual([
      { path: 'config.ts', contents: 'export const b = 2;\n' },
      { path: 'index.ts', contents: '// remembered\n' },
    ]);
    expect(cache.get('config.ts', 'export  const b=2')).toBe('export const b = 2;\n');
  });
});
