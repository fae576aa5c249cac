/**
 * The runtime's own files a bundler takes with a source file: every file reached through
 * static value imports of relative paths (no `import type`, no `import()`, which a bundler
 * splits into a chunk loaded on demand). First-load tests check what a page loads with this.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** runtime/src */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The files (relative to runtime/src) loaded with `entry` (relative to runtime/src). */
export function filesLoadedWith(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^'";]*?from\s*'(\.[^']+)'/gm,
    )) {
      const target = resolve(dirname(file), specifier!).replace(/\.js$/, '.ts');
      visit(existsSync(target) ? target : `${target}x`);
    }
  };
  visit(resolve(SRC, entry));
  return [...seen].map((file) => relative(SRC, file)).sort();
}
