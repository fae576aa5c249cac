// @vitest-environment jsdom
/**
 * The generated module in the config's locale: the modal's words come from the locale's file
 * once its chunk has loaded, the kit root says its language and direction, and a kit left on
 * English fetches nothing.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocaleSetting } from '@wallet-kit/schemas';
import { ScriptedAdapter, connector, createTestKit } from '../../core/testing/test-support.js';
import {
  loadGeneratedModule,
  mountHostPage,
  viewCodeLoaded,
  type GeneratedModule,
} from '../testing/generatedKit.js';

let generated: GeneratedModule;
beforeAll(async () => {
  generated = await loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account']);
});
afterAll(() => generated.rendered.remove());
afterEach(cleanup);

async function openModal(locale: LocaleSetting) {
  const { kit } = createTestKit({
    adapters: [new ScriptedAdapter('eip155')],
    config: { locale },
  });
  await kit.start();
  mountHostPage(kit, generated);
  await userEvent.setup().click(screen.getByTestId('wk-connect-button'));
  await viewCodeLoaded();
  return kit;
}

const rootOf = (element: HTMLElement) => element.closest('[data-wk]')!;

describe('the generated kit in its locale', () => {
  it("locale 'ar' draws the modal in Arabic, right to left", async () => {
    await openModal('ar');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'ربط المحفظة' })).toBeTruthy());
    const modal = screen.getByTestId('wk-modal');
    expect(rootOf(modal).getAttribute('dir')).toBe('rtl');
    expect(rootOf(modal).getAttribute('lang')).toBe('ar');
    expect(screen.getByTestId('wk-modal-close').getAttribute('aria-label')).toBe('إغلاق');
  });

  it("locale 'fr' names the Account view's actions in French", async () => {
    const kit = await openModal('fr');
    await act(() => kit.connect(connector({ id: 'eip155-wallet', name: 'Wallet' })));
    if (!kit.stores.modal.getState().open) await act(() => kit.open());
    await viewCodeLoaded();
    await waitFor(() =>
      expect(screen.getByTestId('wk-disconnect').textContent).toBe('Déconnecter'),
    );
    expect(screen.getByTestId('wk-account-copy').getAttribute('aria-label')).toBe(
      'Copier l’adresse',
    );
  });

  it("locale 'en' stays in English, left to right", async () => {
    await openModal('en');
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy();
    expect(rootOf(screen.getByTestId('wk-modal')).getAttribute('dir')).toBe('ltr');
  });
});
