/**
 * What a page loads with the Solana adapter before a visitor does anything: wallet discovery,
 * connecting and message signing, not @solana/web3.js. Balances, transfers, fee estimates and
 * transaction signing are imported with `import()` when first used (on-chain.ts), so a host
 * bundler puts web3.js, bn.js and buffer in a chunk of their own.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));

/** Specifiers a file imports statically for their values: no `import type`, no `import()`. */
function staticValueImports(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s*'([^']+)'/gm)].map(
    (match) => match[1]!,
  );
}

/** Every package reached through static value imports from `entry`, following relative files. */
function packagesLoadedWith(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticValueImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else visit(resolve(dirname(file), specifier).replace(/\.js$/, '.ts'));
    }
  };
  visit(join(SRC, entry));
  return packages;
}

describe('the Solana first load', () => {
  it('the adapter entry loads no @solana/web3.js, bn.js or buffer: they load on first use', () => {
    const packages = packagesLoadedWith('solana/index.ts');
    expect(packages).toContain('@wallet-standard/app');
    expect(
      [...packages].filter((name) => /^(@solana\/web3\.js|bn\.js|buffer)(\/|$)/.test(name)),
    ).toEqual([]);
  });

  it('the transaction code the adapter loads on demand does carry @solana/web3.js', () => {
    expect(packagesLoadedWith('solana/on-chain.ts')).toContain('@solana/web3.js');
  });
});
