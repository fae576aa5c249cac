import { describe, expect, it } from 'vitest';
import { issueAt, resolve } from './testing/parse-helpers.js';

const USDC = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 };

describe('tokens', () => {
  it('are absent by default, so configs without tokens resolve as before', () => {
    expect(resolve().tokens).toBeUndefined();
  });

  it('keep the tokens listed for a configured network', () => {
    expect(resolve({ tokens: { 'eip155:1': [USDC] } }).tokens).toEqual({ 'eip155:1': [USDC] });
  });

  it('refuse a network that is not configured', () => {
    expect(issueAt({ tokens: { 'eip155:10': [USDC] } }, 'tokens.eip155:10')?.message).toMatch(
      /not among the configured networks/,
    );
  });

  it('refuse an address that does not fit the network family', () => {
    expect(
      issueAt(
        { tokens: { 'eip155:1': [{ ...USDC, address: '0x1234' }] } },
        'tokens.eip155:1.0.address',
      )?.message,
    ).toMatch(/not a valid eip155 token address/);
  });

  it('refuse tokens with 0 decimals (low-quality tokens are dropped, SPEC §5)', () => {
    expect(
      issueAt({ tokens: { 'eip155:1': [{ ...USDC, decimals: 0 }] } }, 'tokens.eip155:1.0.decimals'),
    ).toBeDefined();
  });

  it('refuse the same token twice, whatever the address case', () => {
    const twice = [USDC, { ...USDC, address: USDC.address.toLowerCase() }];
    expect(
      issueAt({ tokens: { 'eip155:1': twice } }, 'tokens.eip155:1.1.address')?.message,
    ).toMatch(/listed twice/);
  });

  it('refuse unknown keys on a token', () => {
    expect(
      issueAt({ tokens: { 'eip155:1': [{ ...USDC, price: 1 }] } }, 'tokens.eip155:1.0.price'),
    ).toBeDefined();
  });
});
