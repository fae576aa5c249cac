import { describe, expect, it } from 'vitest';
import { issueAt, resolve } from './testing/parse-helpers.js';

describe('features defaults', () => {
  it.each([
    ['swaps', true],
    ['onramp', true],
    ['receive', true],
    ['send', true],
    ['email', true],
    ['emailShowWallets', true],
    ['history', true],
    ['analytics', true],
    ['allWallets', true],
    ['legalCheckbox', false],
    ['smartSessions', false],
    ['collapseWallets', false],
    ['pay', false],
  ] as const)('%s defaults to %s', (feature, expected) => {
    expect(resolve().features[feature]).toBe(expected);
  });

  it('keeps the defaults of the features left out when some are set', () => {
    const features = resolve({ features: { swaps: false, pay: true } }).features;
    expect(features).toMatchObject({ swaps: false, pay: true, onramp: true, legalCheckbox: false });
  });

  it('refuses a feature value that is not a boolean', () => {
    expect(issueAt({ features: { email: 'yes' } }, 'features.email')?.message).toBe(
      'Expected true or false',
    );
  });

  it('refuses an unknown feature naming its path', () => {
    expect(issueAt({ features: { swap: true } }, 'features.swap')?.message).toBe(
      'Unknown key "swap" (did you mean "swaps"?)',
    );
  });
});

describe('switches', () => {
  it.each([
    ['enableWalletConnect', true],
    ['enableNetworkSwitch', true],
    ['allowUnsupportedChain', false],
    ['manualWCControl', false],
    ['enableEmbedded', false],
  ] as const)('%s defaults to %s', (key, expected) => {
    expect(resolve()[key]).toBe(expected);
  });

  it.each([
    'enableWalletConnect',
    'enableNetworkSwitch',
    'allowUnsupportedChain',
    'manualWCControl',
    'enableEmbedded',
  ])('%s refuses a value that is not a boolean', (key) => {
    expect(issueAt({ [key]: 1 }, key)).toBeDefined();
  });

  it('keeps a switch the host set', () => {
    expect(resolve({ enableEmbedded: true, enableWalletConnect: false })).toMatchObject({
      enableEmbedded: true,
      enableWalletConnect: false,
    });
  });
});
