/**
 * What a page loads of the catalogue with the Connect view: the first wallets, not the whole
 * snapshot. The snapshot comes with the AllWallets view, or through `CONNECT_CATALOGUE.whole()`
 * (an `import()`, which a bundler splits into a chunk loaded on demand).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONNECT_CATALOGUE } from './connect-catalogue.js';
import { WALLET_CATALOGUE } from './snapshot.js';

const HERE = dirname(fileURLToPath(import.meta.url));

/** This folder's files a bundler takes with `entry` (static value imports, relative ones). */
function filesLoadedWith(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^'";]*?from\s*'(\.[^']+)'/gm,
    )) {
      visit(resolve(dirname(file), specifier!).replace(/\.js$/, '.ts'));
    }
  };
  visit(join(HERE, entry));
  return [...seen].map((file) => relative(HERE, file)).sort();
}

describe('the catalogue in the first load', () => {
  it("the Connect view's catalogue loads the first wallets, and the whole snapshot on demand", async () => {
    expect(filesLoadedWith('connect-catalogue.ts')).not.toContain('snapshot.ts');
    expect(await CONNECT_CATALOGUE.whole()).toBe(WALLET_CATALOGUE);
  });
});
