import { describe, expect, it } from 'vitest';
import { issueAt, resolve } from './testing/parse-helpers.js';

describe('defaultAccountTypes', () => {
  it.each([
    ['eip155', 'smartAccount'],
    ['bip122', 'payment'],
    ['polkadot', 'eoa'],
    ['solana', 'eoa'],
    ['cosmos', 'eoa'],
  ] as const)('%s defaults to %s', (namespace, expected) => {
    expect(resolve().defaultAccountTypes[namespace]).toBe(expected);
  });

  it('lets eip155 use an EOA', () => {
    expect(resolve({ defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes).toMatchObject({
      eip155: 'eoa',
      solana: 'eoa',
    });
  });

  it('lets bip122 use its ordinals (taproot) address, and no EVM account type', () => {
    expect(
      resolve({ defaultAccountTypes: { bip122: 'ordinals' } }).defaultAccountTypes.bip122,
    ).toBe('ordinals');
    expect(
      issueAt({ defaultAccountTypes: { bip122: 'eoa' } }, 'defaultAccountTypes.bip122')?.message,
    ).toBe('Account type "eoa" is not available here; expected payment or ordinals');
  });

  it('refuses a smart account outside eip155', () => {
    expect(
      issueAt({ defaultAccountTypes: { solana: 'smartAccount' } }, 'defaultAccountTypes.solana')
        ?.message,
    ).toBe('Account type "smartAccount" is not available here; expected eoa');
  });

  it('refuses an unknown account type', () => {
    expect(
      issueAt({ defaultAccountTypes: { eip155: 'multisig' } }, 'defaultAccountTypes.eip155'),
    ).toBeDefined();
  });

  it('refuses an unknown namespace', () => {
    expect(
      issueAt({ defaultAccountTypes: { tron: 'eoa' } }, 'defaultAccountTypes.tron'),
    ).toBeDefined();
  });
});
