import { describe, expect, it } from 'vitest';
import { issueAt, resolve } from './testing/parse-helpers.js';

describe('socials', () => {
  it('default to google, x, discord, farcaster, github, apple, facebook', () => {
    expect(resolve().socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('keep the order the host gives', () => {
    expect(resolve({ socials: ['github', 'google'] }).socials).toEqual(['github', 'google']);
  });

  it('may be empty to turn social login off', () => {
    expect(resolve({ socials: [] }).socials).toEqual([]);
  });

  it('refuse a provider outside google, github, apple, facebook, x, discord, farcaster', () => {
    expect(issueAt({ socials: ['google', 'twitter'] }, 'socials.1')?.message).toBe(
      'Unknown social provider "twitter"; expected one of google, github, apple, facebook, x, discord, farcaster',
    );
  });

  it('refuse a duplicate naming its index', () => {
    expect(issueAt({ socials: ['google', 'x', 'google'] }, 'socials.2')?.message).toBe(
      'Duplicate "google" (already at index 0)',
    );
  });
});

describe('connectMethodsOrder', () => {
  it('is absent by default so the built-in order applies (wallet first when a wallet is shown)', () => {
    expect(resolve().connectMethodsOrder).toBeUndefined();
  });

  it('accepts a permutation of email, social, wallet', () => {
    expect(
      resolve({ connectMethodsOrder: ['wallet', 'social', 'email'] }).connectMethodsOrder,
    ).toEqual(['wallet', 'social', 'email']);
  });

  it('accepts a subset', () => {
    expect(resolve({ connectMethodsOrder: ['wallet'] }).connectMethodsOrder).toEqual(['wallet']);
  });

  it('refuses an empty list', () => {
    expect(issueAt({ connectMethodsOrder: [] }, 'connectMethodsOrder')).toBeDefined();
  });

  it('refuses an unknown method naming its index', () => {
    expect(
      issueAt({ connectMethodsOrder: ['email', 'passkey'] }, 'connectMethodsOrder.1'),
    ).toBeDefined();
  });

  it('refuses a duplicate naming its index', () => {
    expect(
      issueAt({ connectMethodsOrder: ['email', 'wallet', 'email'] }, 'connectMethodsOrder.2'),
    ).toBeDefined();
  });
});

describe('connectorTypeOrder', () => {
  it('defaults to walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(resolve().connectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
  });

  it('puts the listed types first and the rest after in default order', () => {
    expect(resolve({ connectorTypeOrder: ['injected', 'recent'] }).connectorTypeOrder).toEqual([
      'injected',
      'recent',
      'walletConnect',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
  });

  it('refuses an unknown type naming its index', () => {
    expect(
      issueAt({ connectorTypeOrder: ['injected', 'browser'] }, 'connectorTypeOrder.1'),
    ).toBeDefined();
  });

  it('refuses a duplicate naming its index', () => {
    expect(
      issueAt({ connectorTypeOrder: ['injected', 'injected'] }, 'connectorTypeOrder.1'),
    ).toBeDefined();
  });
});
