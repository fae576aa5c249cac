import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { isEvmAddress } from '../validation.js';
import { findCatalogueNetwork } from './catalogue.js';
import { KNOWN_TOKENS, knownTokensOf } from './known-tokens.js';

const networks = Object.entries(KNOWN_TOKENS).map(([id, tokens]) => [id, tokens ?? []] as const);

describe('known tokens', () => {
  it.each(networks)('%s is an eip155 mainnet of the catalogue', (id) => {
    const network = findCatalogueNetwork(id);
    expect(network).toMatchObject({ chainNamespace: 'eip155', testnet: false });
  });

  it.each(networks)('%s lists only valid checksummed EVM addresses', (_id, tokens) => {
    for (const token of tokens) {
      expect(isEvmAddress(token.address), token.address).toBe(true);
      expect(getAddress(token.address), token.symbol).toBe(token.address);
    }
  });

  it.each(networks)('%s lists each address once', (_id, tokens) => {
    const addresses = tokens.map((token) => token.address.toLowerCase());
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it.each(networks)('%s has sane decimals, a symbol and a name', (_id, tokens) => {
    for (const token of tokens) {
      expect([6, 18], token.symbol).toContain(token.decimals);
      expect(token.symbol).toMatch(/^[A-Z]{2,8}$/);
      expect(token.name).toBeTruthy();
    }
  });

  it('hands out copies, so a resolved config never shares the list', () => {
    const [first] = knownTokensOf('eip155:1');
    first!.symbol = 'CHANGED';
    expect(knownTokensOf('eip155:1')[0]!.symbol).toBe('USDC');
  });

  it('has none for a network outside the list', () => {
    expect(knownTokensOf('eip155:31337')).toEqual([]);
  });
});
