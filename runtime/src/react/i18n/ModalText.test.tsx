// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKit, flush } from '../../core/testing/test-support.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { ModalShell } from '../primitives/ModalShell/ModalShell.js';
import { en } from './messages/en.js';
import { useText } from './useText.js';

afterEach(cleanup);

/** A view of the modal that shows a word of the modal's English and one of the button's. */
function Words() {
  const { t } = useText();
  return (
    <p data-testid="words">
      {t('modal.unavailable')} | {t('connectButton.connect')}
    </p>
  );
}

/** The kit's provider and the modal, without the test helpers' own text. */
async function openModal(locale: 'en' | 'fr') {
  const { kit } = createTestKit({ config: { locale } });
  render(
    <WalletKitProviderBase kit={kit}>
      <ModalShell views={{ Connect: Words }} />
    </WalletKitProviderBase>,
  );
  await act(async () => {
    kit.open();
    await flush();
  });
  return screen.getByTestId('words').textContent;
}

describe("the modal's English", () => {
  it("the page's first load carries only the connect button's English", () => {
    expect(Object.keys(en).sort()).toEqual(['connectButton.connect', 'connectButton.connecting']);
  });

  it('a view inside the modal reads the modal English and the button English', async () => {
    expect(await openModal('en')).toBe('This screen is not available. | Connect Wallet');
  });

  it("a view inside the modal reads the kit's locale before the modal's English", async () => {
    await openModal('fr');
    await waitFor(() =>
      expect(screen.getByTestId('words').textContent).toBe(
        'Cet écran n’est pas disponible. | Connecter un portefeuille',
      ),
    );
  });
});
