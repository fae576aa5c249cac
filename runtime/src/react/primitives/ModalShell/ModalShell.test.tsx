// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestKit } from '../../../core/testing/test-support.js';
import { WalletKitProviderBase } from '../../context/WalletKitContext.js';
import { emulateReducedMotion, renderModalPage, renderWithKit } from '../../testing/render.js';
import { ModalShell } from './ModalShell.js';
import type { ViewRegistry } from './viewRegistry.js';

function TwoButtons() {
  return (
    <>
      <button type="button">First</button>
      <button type="button">Second</button>
    </>
  );
}

const views: ViewRegistry = {
  Connect: TwoButtons,
  Account: TwoButtons,
  Networks: TwoButtons,
  ApproveTransaction: TwoButtons,
  SIWXSignMessage: TwoButtons,
};

/** A host page with an opener button and the modal. */
function setup(options: Parameters<typeof createTestKit>[0] = {}) {
  const { kit } = createTestKit(options);
  const user = userEvent.setup();
  renderModalPage(kit, views);
  return { kit, user };
}

afterEach(() => {
  cleanup();
  emulateReducedMotion(false);
});

describe('ModalShell dialog semantics', () => {
  it('the open modal is a dialog with aria-modal, labelled by its header title', async () => {
    const { user } = setup();
    await user.click(screen.getByText('Open'));
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('[data-wk]')?.parentElement).toBe(document.body);
  });

  it('nothing of the dialog is rendered while the modal is closed', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the header buttons have accessible names', async () => {
    const { user, kit } = setup();
    await user.click(screen.getByText('Open'));
    act(() => kit.router.push('Networks'));
    expect(screen.getByRole('button', { name: 'Back' }).dataset.testid).toBe('wk-modal-back');
    expect(screen.getByRole('button', { name: 'Close' }).dataset.testid).toBe('wk-modal-close');
  });
});

describe('ModalShell mounting', () => {
  it('a modal already open when the shell mounts is in the page after its first commit', () => {
    // The modal's code often arrives after the click that opened it: the dialog must come
    // with the shell's first commit, not one commit (and one task) later.
    const { kit } = createTestKit();
    kit.open();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() =>
        root.render(
          <WalletKitProviderBase kit={kit}>
            <ModalShell views={views} />
          </WalletKitProviderBase>,
        ),
      );
      expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('renders nothing on the server, and hydrates without a mismatch before showing the dialog', () => {
    const { kit } = createTestKit();
    kit.open();
    const page = (
      <WalletKitProviderBase kit={kit}>
        <ModalShell views={views} />
      </WalletKitProviderBase>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    expect(container.innerHTML).toBe('');
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      act(() => {
        root = hydrateRoot(container, page, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});

describe('ModalShell focus', () => {
  it('opening moves focus to the first control of the view', async () => {
    const { user } = setup();
    await user.click(screen.getByText('Open'));
    expect(document.activeElement).toBe(screen.getByText('First'));
  });

  it('Tab from the last control cycles to the first, Shift+Tab from the first to the last', async () => {
    const { user } = setup();
    await user.click(screen.getByText('Open'));
    const dialog = screen.getByRole('dialog');
    // Document order: the header's close button, then the view's two buttons.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const second = within(dialog).getByText('Second');

    await user.tab();
    expect(document.activeElement).toBe(second);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(second);
  });

  it('focus that leaves the dialog is brought back into it', async () => {
    const { user } = setup();
    await user.click(screen.getByText('Open'));
    act(() => screen.getByText('Open').focus());
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closing restores focus to the element that opened the modal', async () => {
    const { user } = setup();
    await user.click(screen.getByText('Open'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Open'));
  });
});

describe('ModalShell closing', () => {
  it('Escape closes the modal', async () => {
    const { user, kit } = setup();
    await user.click(screen.getByText('Open'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('Escape does not close the modal on ApproveTransaction, and the modal shakes', async () => {
    const { user, kit } = setup();
    act(() => kit.open({ view: 'ApproveTransaction' }));
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog');
    expect(kit.stores.modal.getState().open).toBe(true);
    expect(dialog.hasAttribute('data-wk-shake')).toBe(true);
  });

  it('the close button is disabled when the kit disables closing (SIWX required, no session)', async () => {
    const { user, kit } = setup({
      config: { siwx: { required: true } },
      siwx: { hasSession: () => false, clearSessions: () => undefined },
    });
    act(() => kit.open({ view: 'SIWXSignMessage' }));
    const close = screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(kit.stores.modal.getState().open).toBe(true);
  });

  it('the close button is enabled when the kit allows closing', async () => {
    const { user } = setup();
    await user.click(screen.getByText('Open'));
    const close = screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement;
    expect(close.disabled).toBe(false);
  });

  it('a click on the backdrop closes the modal', async () => {
    const { user, kit } = setup();
    await user.click(screen.getByText('Open'));
    await user.click(screen.getByTestId('wk-modal-backdrop'));
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('a click inside the dialog does not close the modal', async () => {
    const { user, kit } = setup();
    await user.click(screen.getByText('Open'));
    await user.click(screen.getByRole('dialog'));
    expect(kit.stores.modal.getState().open).toBe(true);
  });
});

describe('ModalShell header', () => {
  it('back is shown only when history has more than one entry', async () => {
    const { user, kit } = setup();
    await user.click(screen.getByText('Open'));
    expect(screen.queryByTestId('wk-modal-back')).toBeNull();
    act(() => kit.router.push('Networks'));
    expect(screen.getByTestId('wk-modal-back')).toBeTruthy();
  });

  it('back pops the history and the title follows the view', async () => {
    const { user, kit } = setup();
    await user.click(screen.getByText('Open'));
    act(() => kit.router.push('Networks'));
    expect(screen.getByRole('dialog', { name: 'Select Network' })).toBeTruthy();
    await user.click(screen.getByTestId('wk-modal-back'));
    expect(kit.stores.router.getState().view).toBe('Connect');
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it('a view missing from the registry says so instead of rendering nothing', () => {
    const { kit } = setup();
    act(() => kit.open({ view: 'Send' }));
    expect(screen.getByText('This screen is not available.')).toBeTruthy();
  });
});

describe('ModalShell animation times', () => {
  function durations() {
    const root = screen.getByRole('dialog').closest<HTMLElement>('[data-wk]')!;
    const read = (name: string) => root.style.getPropertyValue(name);
    return {
      reduced: root.hasAttribute('data-wk-reduced-motion'),
      header: read('--wk-duration-header'),
      height: read('--wk-duration-height'),
      view: read('--wk-duration-view'),
      shake: read('--wk-duration-shake'),
    };
  }

  it('animates header text 120 ms, modal height 150 ms, view 150 ms, shake 500 ms', async () => {
    emulateReducedMotion(false);
    const { user } = setup();
    await user.click(screen.getByText('Open'));
    expect(durations()).toEqual({
      reduced: false,
      header: '120ms',
      height: '150ms',
      view: '150ms',
      shake: '500ms',
    });
  });

  it('has no animation under prefers-reduced-motion: reduce', async () => {
    emulateReducedMotion(true);
    const { user } = setup();
    await user.click(screen.getByText('Open'));
    expect(durations()).toEqual({
      reduced: true,
      header: '0ms',
      height: '0ms',
      view: '0ms',
      shake: '0ms',
    });
  });
});

describe('ModalShell in embedded mode: closing only routes', () => {
  /** A host page with the kit embedded between two of its own controls, started as the provider does. */
  async function setupEmbedded() {
    const { kit } = createTestKit({ config: { enableEmbedded: true } });
    const user = userEvent.setup();
    renderWithKit(
      kit,
      <>
        <button type="button">Before</button>
        <ModalShell views={views} />
        <button type="button">After</button>
      </>,
    );
    await act(() => kit.start());
    return { kit, user };
  }

  it('in embedded mode the modal renders inline without a backdrop or aria-modal', async () => {
    await setupEmbedded();
    const region = screen.getByRole('region', { name: 'Connect Wallet' });
    // Inline where the host placed it, between the page's own controls, not portalled.
    expect(region.closest('[data-wk]')?.parentElement).toBe(
      screen.getByText('Before').parentElement,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('wk-modal-backdrop')).toBeNull();
    expect(document.querySelector('[aria-modal]')).toBeNull();
    expect(document.body.style.overflow).not.toBe('hidden');
    // Nothing is focused for the visitor on page load, and there is no close button.
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByTestId('wk-modal-close')).toBeNull();
    expect(within(region).getByText('First')).toBeTruthy();
  });

  it('in embedded mode closing shows Connect when disconnected instead of hiding', async () => {
    const { kit, user } = await setupEmbedded();
    act(() => kit.open({ view: 'Networks' }));
    // One history entry: Back "closes", which embedded returns to the resting view.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('region', { name: 'Connect Wallet' })).toBeTruthy();
    expect(kit.stores.router.getState().history).toEqual([{ view: 'Connect' }]);
    act(() => kit.router.push('Networks'));
    act(() => kit.close());
    expect(screen.getByRole('region', { name: 'Connect Wallet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('in embedded mode Escape does not close or trap focus', async () => {
    const { kit, user } = await setupEmbedded();
    act(() => kit.router.push('Networks'));
    const region = screen.getByRole('region', { name: 'Select Network' });
    act(() => within(region).getByText('Second').focus());
    await user.keyboard('{Escape}');
    expect(kit.stores.router.getState().view).toBe('Networks');
    expect(region.hasAttribute('data-wk-shake')).toBe(false);
    // Tab leaves the region for the page's next control, and focus may rest outside it.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText('After'));
    act(() => screen.getByText('Before').focus());
    expect(document.activeElement).toBe(screen.getByText('Before'));
  });

  it('in embedded mode a view that replaces the focused control moves focus to the new view', async () => {
    const { kit, user } = await setupEmbedded();
    act(() => kit.router.push('Networks'));
    // Back is the focused control; on Connect (the resting view) it is gone.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('region', { name: 'Connect Wallet' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByText('First'));
  });

  it('in embedded mode a refused Back shakes the region (ApproveTransaction)', async () => {
    const { kit, user } = await setupEmbedded();
    act(() => kit.open({ view: 'ApproveTransaction' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(kit.stores.router.getState().view).toBe('ApproveTransaction');
    expect(screen.getByTestId('wk-modal').hasAttribute('data-wk-shake')).toBe(true);
  });
});
