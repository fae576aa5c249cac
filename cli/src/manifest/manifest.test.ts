import { describe, expect, test } from 'vitest';
import { sha256 } from './hash.js';
import { createManifest, parseManifest, serializeManifest } from './manifest.js';

const HASH = sha256('x');

describe('manifest', () => {
  test('a manifest written is read back unchanged', () => {
    const manifest = createManifest({
      generatorVersion: '1.2.3',
      config: { b: 1, a: [1, 2] },
      files: { 'views/Connect.tsx': HASH, 'index.ts': HASH },
    });
    expect(parseManifest(serializeManifest(manifest))).toEqual({ kind: 'ok', manifest });
    expect(Object.keys(manifest.files)).toEqual(['index.ts', 'views/Connect.tsx']);
  });

  test('the config hash does not depend on key order', () => {
    const first = createManifest({
      generatorVersion: '1',
      config: { a: 1, b: { c: 2, d: 3 } },
      files: {},
    });
    const second = createManifest({
      generatorVersion: '1',
      config: { b: { d: 3, c: 2 }, a: 1 },
      files: {},
    });
    expect(first.configHash).toBe(second.configHash);
  });

  test('a missing manifest is absent', () => {
    expect(parseManifest(undefined)).toEqual({ kind: 'absent' });
  });

  test('a manifest that is not JSON is reported corrupt, not thrown', () => {
    expect(parseManifest('{ nope').kind).toBe('corrupt');
  });

  test('a manifest entry pointing outside the output dir is refused', () => {
    for (const path of ['../outside.ts', '/etc/passwd', 'a/../../b.ts', 'C:/x.ts']) {
      const text = JSON.stringify({
        generatorVersion: '1',
        configHash: 'h',
        files: { [path]: HASH },
      });
      expect(parseManifest(text).kind, path).toBe('corrupt');
    }
  });
});
