/**
 * What a page loads of this package with the checks every kit runs at start. The package is
 * built one file per module, so a bundler takes a file with everything it statically imports:
 * the id checks and the view titles must not drag in the address checksum code or the CLI's
 * view rows (their config rules, templates and test ids).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** The package's files a bundler takes with `entry` (static value imports, relative ones). */
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
  visit(join(SRC, entry));
  return [...seen].map((file) => relative(SRC, file)).sort();
}

describe('the browser first load of schemas', () => {
  it('the CAIP id checks load no address checksum code', () => {
    const files = filesLoadedWith('validation.ts');
    expect(files).toContain('validation.ts');
    expect(files).not.toContain('shared/checksums.ts');
    expect(files).not.toContain('shared/family-addresses.ts');
  });

  it("the view heads load without the CLI's view rows", () => {
    expect(filesLoadedWith('registry/view-heads.ts')).toEqual(['registry/view-heads.ts']);
  });
});
