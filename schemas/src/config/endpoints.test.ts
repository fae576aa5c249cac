import { describe, expect, it } from 'vitest';
import { issueAt, resolve } from './testing/parse-helpers.js';

describe('endpoints', () => {
  it('are all absent by default', () => {
    expect(resolve().endpoints).toEqual({});
  });

  it('keep the URLs the host sets', () => {
    const endpoints = {
      relayUrl: 'ws://127.0.0.1:4001',
      blockchainApiUrl: 'http://127.0.0.1:4002',
      walletRegistryUrl: 'https://registry.example',
      analyticsUrl: 'http://127.0.0.1:4003',
      embeddedWalletUrl: 'https://wallet.example/frame',
    };
    expect(resolve({ endpoints }).endpoints).toEqual(endpoints);
  });

  it('refuse a relayUrl that is not ws(s)', () => {
    expect(
      issueAt({ endpoints: { relayUrl: 'https://relay.example' } }, 'endpoints.relayUrl')?.message,
    ).toMatch(/ws\(s\) URL/);
  });

  it.each(['blockchainApiUrl', 'walletRegistryUrl', 'analyticsUrl', 'embeddedWalletUrl'])(
    'refuse a %s that is not an http(s) URL',
    (key) => {
      expect(issueAt({ endpoints: { [key]: 'not a url' } }, `endpoints.${key}`)).toBeDefined();
      expect(issueAt({ endpoints: { [key]: 'ws://127.0.0.1' } }, `endpoints.${key}`)).toBeDefined();
    },
  );

  it('refuse an unknown endpoint naming its path', () => {
    expect(issueAt({ endpoints: { relayURL: 'ws://x' } }, 'endpoints.relayURL')?.message).toBe(
      'Unknown key "relayURL" (did you mean "relayUrl"?)',
    );
  });
});
