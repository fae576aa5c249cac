/**
 * What a page loads with the eip155 adapter before a visitor does anything: the wallet
 * discovery and connection, not viem's RPC actions. Balances, sends, fee estimates and name
 * lookups are imported with `import()` when first used (on-chain.ts), so a host bundler puts
 * them, and most of the viem a kit carries, in a chunk of their own.
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

describe('the eip155 first load', () => {
  it('the adapter entry loads no viem action: balances, sends and names load on first use', () => {
    const packages = packagesLoadedWith('eip155/index.ts');
    expect(packages).toContain('viem');
    expect([...packages].filter((name) => name.startsWith('viem/'))).toEqual([]);
  });
});
