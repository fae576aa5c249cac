import { describe, expect, test } from 'vitest';
import { CHAIN_FAMILIES, REGISTRY, type WalletKitConfigInput } from '@wallet-kit/schemas';
import type { CapabilityRegistry, ResolvedConfig } from '@wallet-kit/schemas';
import type { ViewName } from '@wallet-kit/runtime';
import { enabledViews, GENERATED_VIEW_NAMES } from './views.js';
import { resolvedTestConfig } from './testing/test-config.js';

const resolve = (overrides: Partial<WalletKitConfigInput> = {}): ResolvedConfig =>
  resolvedTestConfig({ networks: ['eip155:1', 'eip155:10'], ...overrides });

// Compiles only while every generated view is a view the runtime knows (checked by `npm run lint`).
GENERATED_VIEW_NAMES satisfies readonly ViewName[];

describe('enabled views', () => {
  test('Connect, ConnectingExternal and Account are always enabled (GetWallet too, while Connect lists wallets)', () => {
    const minimal = resolve({
      networks: ['eip155:1'],
      enableNetworkSwitch: false,
      enableWalletConnect: false,
      features: { send: false, receive: false, swaps: false },
    });
    expect(enabledViews(minimal)).toEqual([
      'Connect',
      'ConnectingExternal',
      'Account',
      'GetWallet',
    ]);
  });

  test('GetWallet is enabled while Connect lists wallets (the default connect methods, or a list with wallet)', () => {
    expect(enabledViews(resolve())).toContain('GetWallet');
    expect(enabledViews(resolve({ connectMethodsOrder: ['email', 'wallet'] }))).toContain(
      'GetWallet',
    );
  });

  test('GetWallet is not enabled when the connect methods leave wallets out (nothing would open it)', () => {
    expect(enabledViews(resolve({ connectMethodsOrder: ['email'] }))).not.toContain('GetWallet');
  });

  test('ConnectingWalletConnect and AllWallets are enabled by enableWalletConnect', () => {
    expect(enabledViews(resolve())).toEqual(
      expect.arrayContaining(['ConnectingWalletConnect', 'AllWallets']),
    );
    const off = enabledViews(resolve({ enableWalletConnect: false }));
    expect(off).not.toContain('ConnectingWalletConnect');
    expect(off).not.toContain('AllWallets');
  });

  test('AllWallets is not enabled when features.allWallets is off', () => {
    expect(enabledViews(resolve({ features: { allWallets: false } }))).not.toContain('AllWallets');
  });

  test('ConnectingWalletConnectBasic is enabled only with manual pairing control', () => {
    expect(enabledViews(resolve())).not.toContain('ConnectingWalletConnectBasic');
    expect(enabledViews(resolve({ manualWCControl: true }))).toContain(
      'ConnectingWalletConnectBasic',
    );
  });

  test('Networks is enabled when network switching is on and more than one network is configured', () => {
    expect(enabledViews(resolve())).toContain('Networks');
  });

  test('Networks is not enabled with a single network', () => {
    expect(enabledViews(resolve({ networks: ['eip155:1'] }))).not.toContain('Networks');
  });

  test('Networks is not enabled when network switching is off', () => {
    expect(enabledViews(resolve({ enableNetworkSwitch: false }))).not.toContain('Networks');
  });

  test('UnsupportedChain is enabled when network switching is on and unsupported chains are not allowed', () => {
    expect(enabledViews(resolve())).toContain('UnsupportedChain');
    expect(enabledViews(resolve({ networks: ['eip155:1'] }))).toContain('UnsupportedChain');
  });

  test('UnsupportedChain is not enabled when unsupported chains are allowed', () => {
    expect(enabledViews(resolve({ allowUnsupportedChain: true }))).not.toContain(
      'UnsupportedChain',
    );
  });

  test('UnsupportedChain is not enabled when network switching is off', () => {
    expect(enabledViews(resolve({ enableNetworkSwitch: false }))).not.toContain('UnsupportedChain');
  });
});

describe('views that need a chain capability', () => {
  test('Send is enabled only when a configured network belongs to a family that can send', () => {
    expect(enabledViews(resolve({ networks: ['eip155:1'] }))).toContain('Send');
    const polkadotOnly = resolve({ networks: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'] });
    expect(enabledViews(polkadotOnly)).not.toContain('Send');
  });

  test('Swap is enabled with features.swaps (on by default) and an eip155 network', () => {
    expect(enabledViews(resolve({ networks: ['eip155:1'] }))).toContain('Swap');
    const off = resolve({ networks: ['eip155:1'], features: { swaps: false } });
    expect(enabledViews(off)).not.toContain('Swap');
    const solanaOnly = resolve({ networks: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] });
    expect(enabledViews(solanaOnly)).not.toContain('Swap');
  });

  test("which families can send is read from the registry's chain-family rows", () => {
    const config = resolve({ networks: ['eip155:1'] });
    const noEvmSend: CapabilityRegistry = {
      ...REGISTRY,
      chainFamilies: {
        ...REGISTRY.chainFamilies,
        eip155: { ...CHAIN_FAMILIES.eip155, send: false },
      },
    };
    expect(enabledViews(config, noEvmSend)).not.toContain('Send');
    expect(enabledViews(config, noEvmSend)).toContain('Receive');
  });
});
