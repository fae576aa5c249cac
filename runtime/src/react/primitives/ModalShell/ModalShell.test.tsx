// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKit } from '../../../core/test-support.js';
import { emulateReducedMotion, renderWithKit } from '../../testing/render.js';
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
  renderWithKit(
    kit,
    <>
      <button type="button" onClick={() => kit.open()}>
        Open
      </button>
      <ModalShell views={views} />
    </>,
  );
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

describe('ModalShell closing (§2 Closing)', () => {
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

describe('ModalShell animation (§2 animation times)', () => {
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
