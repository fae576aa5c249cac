/**
 * What a page loads of this package with the checks every kit runs at start. The package is
 * built one file per module, so a bundler takes a file with everything it statically imports:
 * the id checks and the view titles must not drag in the address checksum code or the CLI's
 * view rows (their config rules, templates and test ids).
 */
import { describe, expect, it } from 'vitest';
import { schemasFilesLoadedWith as filesLoadedWith } from '../../test/fixtures/static-imports.js';

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

  it('the CAIP id checks and the config shape load no chain-family row', () => {
    for (const entry of ['validation.ts', 'resolved-config.ts']) {
      expect(filesLoadedWith(entry)).not.toContain('registry/chain-families.ts');
    }
    expect(filesLoadedWith('registry/wallet-call-names.ts')).toEqual([
      'registry/wallet-call-names.ts',
    ]);
  });

  it('reading a decided switch loads no feature row', () => {
    expect(filesLoadedWith('registry/switched-on.ts')).toEqual(['registry/switched-on.ts']);
  });
});
