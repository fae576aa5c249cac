/**
 * The network name on the approval panel: the catalogue's for its chains, the kit config's for
 * others, and never a host-given name that is about another chain, could pass for a chain id,
 * or is a well-known network's name.
 */
import { describe, expect, it } from 'vitest';
import { namedNetwork } from './network-name.js';

describe('network names on the approval panel', () => {
  it("a chain outside the catalogue is named by the kit's config", () => {
    expect(namedNetwork('eip155:31338', { id: 'eip155:31338', name: 'Anvil Two' })).toEqual({
      id: 'eip155:31338',
      name: 'Anvil Two',
    });
  });

  it('a catalogue chain keeps the catalogue name whatever the host says', () => {
    expect(namedNetwork('eip155:1', { id: 'eip155:1', name: 'Testnet' }).name).toBe('Ethereum');
  });

  it('a name given for another chain than the request is fixed to is not shown', () => {
    expect(namedNetwork('eip155:31338', { id: 'eip155:777', name: 'Anvil Two' }).name).toBe(
      'Unknown network',
    );
  });

  it("a well-known network's name for a different chain id is not shown", () => {
    for (const name of ['Ethereum', 'ethereum mainnet', 'ETHEREUM-Mainnet', 'Base', 'Arbitrum One'])
      expect(namedNetwork('eip155:31338', { id: 'eip155:31338', name }).name).toBe(
        'Unknown network',
      );
  });

  it('a name that could pass for a chain id, or holds control or direction characters, is not shown', () => {
    for (const name of [
      'Safe (eip155:1)',
      'Anvil\u202e',
      'Anvil\nTwo',
      '',
      ' ',
      'x'.repeat(49),
      42,
    ])
      expect(namedNetwork('eip155:31338', { id: 'eip155:31338', name }).name).toBe(
        'Unknown network',
      );
  });

  it('without a name from the kit the network is unknown, still with its id', () => {
    expect(namedNetwork('eip155:31338')).toEqual({ id: 'eip155:31338', name: 'Unknown network' });
  });
});
