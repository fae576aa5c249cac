import { describe, expect, it } from 'vitest';
import { oneClickAuthChains } from './one-click-auth.js';
import { MAINNET, POLYGON, SOLANA } from './testing/test-networks.js';

describe('one-click auth chains: the authenticate path applies only when all chains are eip155', () => {
  it('applies when every network is eip155, in config order', () => {
    expect(oneClickAuthChains([MAINNET, POLYGON])).toEqual(['eip155:1', 'eip155:137']);
  });

  it('puts the network being connected first, since wallets sign for the first chain', () => {
    expect(oneClickAuthChains([MAINNET, POLYGON], POLYGON)).toEqual(['eip155:137', 'eip155:1']);
  });

  it('does not apply when any network is not eip155', () => {
    expect(oneClickAuthChains([MAINNET, SOLANA])).toBeUndefined();
  });

  it('does not apply without networks', () => {
    expect(oneClickAuthChains([])).toBeUndefined();
  });
});
