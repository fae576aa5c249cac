/**
 * What a page loads with the eip155 adapter before a visitor does anything: the wallet
 * discovery and connection, not viem's RPC actions. Balances, sends, fee estimates and name
 * lookups are imported with `import()` when first used (on-chain.ts), so a host bundler puts
 * them, and most of the viem a kit carries, in a chunk of their own.
 */
import { describe, expect, it } from 'vitest';
import {
  packagesLoadedWithRuntime as packagesLoadedWith,
  runtimeFilesLoadedWith,
} from '../../../test/fixtures/static-imports.js';

describe('the eip155 first load', () => {
  it('the adapter entry loads no viem action: balances, sends and names load on first use', () => {
    const packages = packagesLoadedWith('eip155/index.ts');
    expect(packages).toContain('viem');
    expect([...packages].filter((name) => name.startsWith('viem/'))).toEqual([]);
  });

  it('the checksum of EIP-55 (its Keccak) loads with the first account a wallet lists', () => {
    expect(packagesLoadedWith('eip155/index.ts')).not.toContain('@noble/hashes');
  });

  it("the adapter entry loads no wallet session: connecting, signing and a wallet's events come on use", () => {
    const files = runtimeFilesLoadedWith('eip155/adapter.ts');
    expect(files).toContain('eip155/discovery.ts');
    for (const file of [
      'eip155/wallet-session.ts',
      'eip155/provider-events.ts',
      'eip155/wallet-calls.ts',
      'core/eip1193.ts',
    ])
      expect(files).not.toContain(file);
  });
});
