// @vitest-environment jsdom
/**
 * The Connect view generated with the legal checkbox and the collapsed wallet list turned on,
 * run against a real kit whose wallet answers are scripted.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import {
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
  testConfig,
} from '../../core/testing/test-support.js';
import {
  loadGeneratedModule,
  mountHostPage,
  type GeneratedModule,
} from '../testing/generatedKit.js';

const LEGAL = { termsUrl: 'https://app.example/terms', privacyUrl: 'https://app.example/privacy' };

let legalKit: GeneratedModule;
let collapsedKit: GeneratedModule;
let bothKit: GeneratedModule;
let plainKit: GeneratedModule;
beforeAll(async () => {
  [legalKit, collapsedKit, bothKit, plainKit] = await Promise.all([
    loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account', 'AllWallets'], {
      features: { legalCheckbox: true },
    }),
    loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account'], {
      features: { collapseWallets: true },
    }),
    loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account'], {
      features: { legalCheckbox: true, collapseWallets: true },
    }),
    loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account']),
  ]);
});
afterAll(() => {
  for (const module of [legalKit, collapsedKit, bothKit, plainKit]) module.rendered.remove();
});
afterEach(cleanup);

async function openConnect(
  generated: GeneratedModule,
  config: Partial<ResolvedConfig> = {},
  connectors = [connector({ id: 'alpha', name: 'Alpha' })],
) {
  const adapter = new ScriptedAdapter('eip155', { connectors });
  const { kit } = createTestKit({
    adapters: [adapter],
    config: {
      ...config,
      features: { ...testConfig().features, ...config.features },
    },
  });
  await kit.start();
  const user = userEvent.setup();
  mountHostPage(kit, generated);
  await user.click(screen.getByTestId('wk-connect-button'));
  return { kit, adapter, user };
}

describe('legal checkbox on the Connect view', () => {
  const legalConfig = { features: { ...testConfig().features, legalCheckbox: true }, legal: LEGAL };

  it('links the terms and privacy pages of the config, opening in a new tab', async () => {
    await openConnect(legalKit, legalConfig);
    const terms = screen.getByTestId('wk-legal-terms') as HTMLAnchorElement;
    const privacy = screen.getByTestId('wk-legal-privacy') as HTMLAnchorElement;
    expect([terms.href, terms.textContent]).toEqual([LEGAL.termsUrl, 'Terms of Service']);
    expect([privacy.href, privacy.textContent]).toEqual([LEGAL.privacyUrl, 'Privacy Policy']);
    expect([terms.target, terms.rel]).toEqual(['_blank', 'noopener noreferrer']);
    expect(screen.getByRole('checkbox').closest('label')?.textContent).toBe(
      'I agree to the Terms of Service and Privacy Policy',
    );
  });

  it('names only the page the config links', async () => {
    await openConnect(legalKit, { ...legalConfig, legal: { termsUrl: LEGAL.termsUrl } });
    expect(screen.queryByTestId('wk-legal-privacy')).toBeNull();
    expect(screen.getByRole('checkbox').closest('label')?.textContent).toBe(
      'I agree to the Terms of Service',
    );
  });

  it('wallet buttons are disabled with the reason until the box is ticked, and pressing one does not connect', async () => {
    const { user, adapter, kit } = await openConnect(legalKit, legalConfig);
    const wallet = screen.getByTestId('wk-wallet-alpha');
    const allWallets = screen.getByTestId('wk-connect-all-wallets');
    for (const button of [wallet, allWallets]) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      const hint = document.getElementById(button.getAttribute('aria-describedby')!);
      expect(hint?.textContent).toBe('Tick the box to connect.');
    }
    await user.click(wallet);
    await user.click(allWallets);
    await act(flush);
    expect(adapter.calls).not.toContain('eip155.connect');
    expect(kit.stores.router.getState().view).toBe('Connect');
    // Pressing a locked button takes the visitor to the box that unlocks it.
    expect(document.activeElement).toBe(screen.getByTestId('wk-legal-checkbox'));
  });

  it('ticking the box unlocks the wallet buttons and a wallet connects', async () => {
    const { user, kit, adapter } = await openConnect(legalKit, legalConfig);
    await user.click(screen.getByTestId('wk-legal-checkbox'));
    const wallet = screen.getByTestId('wk-wallet-alpha');
    expect(wallet.hasAttribute('aria-disabled')).toBe(false);
    expect(wallet.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByTestId('wk-legal-hint')).toBeNull();
    await user.click(wallet);
    await act(flush);
    expect(adapter.calls).toContain('eip155.connect');
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('the tick holds while the visitor visits the catalogue and comes back, and is not stored', async () => {
    const { user } = await openConnect(legalKit, legalConfig);
    await user.click(screen.getByTestId('wk-legal-checkbox'));
    await user.click(screen.getByTestId('wk-connect-all-wallets'));
    await user.click(screen.getByTestId('wk-modal-back'));
    expect((screen.getByTestId('wk-legal-checkbox') as HTMLInputElement).checked).toBe(true);
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/legal|consent/i);
  });

  it('a fresh kit (a reload) asks again', async () => {
    await openConnect(legalKit, legalConfig);
    expect((screen.getByTestId('wk-legal-checkbox') as HTMLInputElement).checked).toBe(false);
  });
});

describe('collapsed wallet list on the Connect view', () => {
  const collapsedConfig = { features: { ...testConfig().features, collapseWallets: true } };

  it('shows one "Continue with a wallet" row and no wallet until it is opened', async () => {
    await openConnect(collapsedKit, collapsedConfig);
    const toggle = screen.getByTestId('wk-connect-wallets-toggle');
    expect(toggle.textContent).toBe('Continue with a wallet');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('wk-wallet-alpha')).toBeNull();
  });

  it('opening the row shows the wallet list in place, and it connects', async () => {
    const { user, kit, adapter } = await openConnect(collapsedKit, collapsedConfig);
    const toggle = screen.getByTestId('wk-connect-wallets-toggle');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(within(list).getByTestId('wk-wallet-alpha'));
    await act(flush);
    expect(adapter.calls).toContain('eip155.connect');
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('the same row folds the list again', async () => {
    const { user } = await openConnect(collapsedKit, collapsedConfig);
    const toggle = screen.getByTestId('wk-connect-wallets-toggle');
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('wk-wallet-alpha')).toBeNull();
  });

  it('with the legal checkbox too, the opened wallets stay locked until the box is ticked', async () => {
    const { user } = await openConnect(bothKit, {
      features: { ...testConfig().features, legalCheckbox: true, collapseWallets: true },
      legal: LEGAL,
    });
    await user.click(screen.getByTestId('wk-connect-wallets-toggle'));
    expect(screen.getByTestId('wk-wallet-alpha').getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByTestId('wk-legal-checkbox'));
    expect(screen.getByTestId('wk-wallet-alpha').hasAttribute('aria-disabled')).toBe(false);
  });
});

describe('Connect view with both switches off', () => {
  it('has no checkbox, no fold, and the wallet buttons work at once', async () => {
    await openConnect(plainKit);
    expect(screen.queryByTestId('wk-legal-checkbox')).toBeNull();
    expect(screen.queryByTestId('wk-connect-wallets-toggle')).toBeNull();
    expect(screen.getByTestId('wk-wallet-alpha').hasAttribute('aria-disabled')).toBe(false);
    expect(plainKit.rendered.source('views/Connect.tsx')).not.toMatch(
      /LegalConsent|CollapsedWallets/,
    );
  });
});
