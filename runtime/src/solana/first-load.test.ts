/**
 * What a page loads with the Solana adapter before a visitor does anything: wallet discovery,
 * connecting and message signing, not @solana/web3.js. Balances, transfers, fee estimates and
 * transaction signing are imported with `import()` when first used (on-chain.ts), so a host
 * bundler puts web3.js, bn.js and buffer in a chunk of their own.
 */
import { describe, expect, it } from 'vitest';
import { packagesLoadedWithRuntime as packagesLoadedWith } from '../../../test/fixtures/static-imports.js';

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
