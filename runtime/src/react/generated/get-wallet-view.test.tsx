// @vitest-environment jsdom
/**
 * The generated GetWallet view and its entry on Connect (templates/), run against a real kit:
 * which install links show, how they open, and the way back.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomWallet } from '@wallet-kit/schemas';
import { ScriptedAdapter, connector, createTestKit } from '../../core/testing/test-support.js';
import type { Connector } from '../../core/types.js';
import {
  loadGeneratedModule,
  mountHostPage,
  viewCodeLoaded,
  type GeneratedModule,
} from '../testing/generatedKit.js';

const MY_WALLET: CustomWallet = {
  id: 'my-wallet',
  name: 'My Wallet',
  appStore: 'https://apps.apple.com/app/id1',
  playStore: 'https://play.google.com/store/apps/details?id=my.wallet',
  // Accepted by the schema (a web site may be http), never shown as an install link.
  homepage: 'http://mywallet.example',
  // A deep link opens an installed app; it is not a place to install from.
  desktopLink: 'mywallet-desktop://',
};

let generated: GeneratedModule;
beforeAll(async () => {
  generated = await loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account', 'GetWallet']);
});
afterAll(() => generated.rendered.remove());
afterEach(cleanup);

async function openGetWallet(
  connectors: Connector[] = [connector({ id: 'alpha', name: 'Alpha' })],
) {
  const adapter = new ScriptedAdapter('eip155', { connectors });
  const { kit } = createTestKit({
    adapters: [adapter],
    config: { customWallets: [MY_WALLET], featuredWalletIds: ['my-wallet'] },
  });
  await kit.start();
  const user = userEvent.setup();
  mountHostPage(kit, generated);
  await user.click(screen.getByTestId('wk-connect-button'));
  await user.click(screen.getByTestId('wk-connect-get-wallet'));
  await viewCodeLoaded();
  return { kit, user };
}

describe('GetWallet view', () => {
  it('opens from Connect and lists the config featured wallet first, as a list', async () => {
    await openGetWallet();
    expect(screen.getByRole('dialog', { name: 'Get a Wallet' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Wallets to install' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items[0]!.dataset.testid).toBe('wk-get-wallet-my-wallet');
  });

  it('names each install link by wallet and store, and opens it in a new tab without opener or referrer', async () => {
    await openGetWallet();
    const appStore = screen.getByRole('link', { name: /^My Wallet on the App Store/ });
    expect(appStore.getAttribute('href')).toBe('https://apps.apple.com/app/id1');
    expect(appStore.getAttribute('target')).toBe('_blank');
    expect(appStore.getAttribute('rel')).toBe('noopener noreferrer');
    const playStore = screen.getByRole('link', { name: /^My Wallet on Google Play/ });
    expect(playStore.getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=my.wallet',
    );
  });

  it('shows no link that is not https (an http homepage, a desktop deep link)', async () => {
    await openGetWallet();
    const item = screen.getByTestId('wk-get-wallet-my-wallet');
    const hrefs = within(item)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([MY_WALLET.appStore, MY_WALLET.playStore]);
    expect(screen.queryByTestId('wk-get-wallet-my-wallet-website')).toBeNull();
    expect(screen.queryByTestId('wk-get-wallet-my-wallet-desktop')).toBeNull();
  });

  it('goes back to Connect with Back', async () => {
    const { user } = await openGetWallet();
    await user.click(screen.getByTestId('wk-modal-back'));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(screen.getByTestId('wk-connect-get-wallet')).toBeTruthy();
  });

  it('is offered when no wallet is found at all', async () => {
    await openGetWallet([]);
    expect(screen.getByRole('dialog', { name: 'Get a Wallet' })).toBeTruthy();
  });
});
