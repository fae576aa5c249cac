import { describe, expect, it } from 'vitest';
import { knownTokensOf } from '../networks/known-tokens.js';
import { issueAt, resolve } from './testing/parse-helpers.js';

const USDC = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 };
const DEMO = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'DEMO',
  decimals: 18,
};
const OP_TOKEN = {
  address: '0x4200000000000000000000000000000000000042',
  symbol: 'OP',
  decimals: 18,
};

describe('tokens', () => {
  it('are absent when no configured network has known tokens and none are configured', () => {
    expect(resolve({ networks: ['eip155:31337'] }).tokens).toBeUndefined();
  });

  it('keep the tokens listed for a configured network', () => {
    expect(resolve({ tokens: { 'eip155:1': [USDC] }, knownTokens: false }).tokens).toEqual({
      'eip155:1': [USDC],
    });
  });

  it("the network's known tokens are read along with the configured ones", () => {
    const tokens = resolve({
      networks: ['eip155:1', 'eip155:31337'],
      tokens: { 'eip155:31337': [DEMO] },
    }).tokens;
    // Marked as known, so the kit lists them only when the account holds some.
    expect(tokens?.['eip155:1']).toEqual(
      knownTokensOf('eip155:1').map((token) => ({ ...token, known: true })),
    );
    expect(tokens?.['eip155:1']?.map((t) => t.symbol)).toEqual(['USDC', 'USDT', 'DAI', 'WETH']);
    expect(tokens?.['eip155:31337']).toEqual([DEMO]);
  });

  it('a configured token overrides the known entry with the same address', () => {
    const ours = { address: USDC.address.toLowerCase(), symbol: 'USDC.ours', decimals: 6 };
    const listed = resolve({ tokens: { 'eip155:1': [ours] } }).tokens?.['eip155:1'] ?? [];
    const sameAddress = listed.filter((t) => t.address.toLowerCase() === ours.address);
    expect(sameAddress).toEqual([ours]);
    expect(listed).toHaveLength(knownTokensOf('eip155:1').length);
  });

  it('known tokens can be turned off', () => {
    expect(resolve({ knownTokens: false }).tokens).toBeUndefined();
    expect(
      resolve({
        networks: ['eip155:1', 'eip155:10'],
        knownTokens: false,
        tokens: { 'eip155:10': [OP_TOKEN] },
      }).tokens,
    ).toEqual({ 'eip155:10': [OP_TOKEN] });
  });

  it('refuse a knownTokens that is not a boolean', () => {
    expect(issueAt({ knownTokens: 'no' }, 'knownTokens')?.message).toMatch(/true or false/);
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

  it('refuse an eip155 token address whose mixed case breaks its EIP-55 checksum, saying so', () => {
    const mistyped = `${USDC.address.slice(0, 3)}B${USDC.address.slice(4)}`;
    expect(
      issueAt(
        { tokens: { 'eip155:1': [{ ...USDC, address: mistyped }] } },
        'tokens.eip155:1.0.address',
      )?.message,
    ).toBe(
      `"${mistyped}" does not match its EIP-55 checksum (its mixed case): copy it again, or write it all in lower case`,
    );
  });

  it('refuse tokens with 0 decimals (low-quality tokens are dropped)', () => {
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
