import { describe, expect, test } from 'vitest';
import { REGISTRY, type WalletKitConfigInput } from '@wallet-kit/schemas';
import type { CapabilityRegistry, ResolvedConfig } from '@wallet-kit/schemas';
import { planSiwx, signInWarnings } from './siwx-views.js';
import { enabledViews } from './views.js';
import { resolvedTestConfig } from './testing/test-config.js';

const resolve = (overrides: Partial<WalletKitConfigInput> = {}): ResolvedConfig =>
  resolvedTestConfig(overrides);

const SIGN_IN_VIEWS = ['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction'];

describe('sign-in views', () => {
  test('a kit without siwx or siwe has no sign-in view and no sign-in plan', () => {
    const config = resolve();
    expect(enabledViews(config).filter((view) => SIGN_IN_VIEWS.includes(view))).toEqual([]);
    expect(planSiwx(config)).toBeUndefined();
  });

  test('siwx enables SIWXSignMessage and ApproveTransaction', () => {
    const views = enabledViews(resolve({ siwx: { required: true } }));
    expect(views).toContain('SIWXSignMessage');
    expect(views).toContain('ApproveTransaction');
    expect(views).not.toContain('ConnectingSiwe');
  });

  test('the legacy siwe config enables ConnectingSiwe instead', () => {
    const views = enabledViews(resolve({ siwe: { statement: 'Sign in' } }));
    expect(views).toContain('ConnectingSiwe');
    expect(views).not.toContain('SIWXSignMessage');
  });

  test('the backend URL is passed to the provider', () => {
    expect(planSiwx(resolve({ siwx: { backendUrl: '/api/siwx' } }))).toEqual({
      backendUrl: '/api/siwx',
    });
  });
});

describe('sign-in needs a family that can sign in', () => {
  const polkadotOnly: Partial<WalletKitConfigInput> = {
    networks: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
  };
  /** The real registry, except that Polkadot cannot sign in. */
  const withoutPolkadotSignIn: CapabilityRegistry = {
    ...REGISTRY,
    chainFamilies: {
      ...REGISTRY.chainFamilies,
      polkadot: { ...REGISTRY.chainFamilies.polkadot, signIn: false },
    },
  };

  test('siwx with no network of a family that can sign in generates no sign-in, and says so', () => {
    const config = resolve({ ...polkadotOnly, siwx: { required: true } });
    expect(
      enabledViews(config, withoutPolkadotSignIn).filter((view) => SIGN_IN_VIEWS.includes(view)),
    ).toEqual([]);
    expect(planSiwx(config, withoutPolkadotSignIn)).toBeUndefined();
    expect(signInWarnings(config, withoutPolkadotSignIn)).toEqual([
      expect.stringContaining('siwx is configured'),
    ]);
  });

  test('a Polkadot-only kit signs in (the family signs CAIP-122 messages)', () => {
    const config = resolve({ ...polkadotOnly, siwx: { required: true } });
    expect(enabledViews(config)).toContain('SIWXSignMessage');
    expect(planSiwx(config)).toEqual({ backendUrl: undefined });
    expect(signInWarnings(config)).toEqual([]);
  });

  test('a kit with an eip155 network signs in as configured, without a warning', () => {
    const config = resolve({ networks: ['eip155:1'], siwx: { required: true } });
    expect(planSiwx(config)).toEqual({ backendUrl: undefined });
    expect(signInWarnings(config)).toEqual([]);
  });
});
