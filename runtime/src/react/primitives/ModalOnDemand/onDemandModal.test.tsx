// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestKit } from '../../../core/testing/test-support.js';
import { goIdle, stubIdleCallbacks } from '../../testing/idle.js';
import { renderWithKit } from '../../testing/render.js';
import { ModalShell } from '../ModalShell/ModalShell.js';
import { onDemandModal } from './onDemandModal.js';

function ConnectView() {
  return <button type="button">Pick a wallet</button>;
}

function ModalContent() {
  return <ModalShell views={{ Connect: ConnectView }} />;
}

/** A chunk that arrives when the test says so. */
function chunkOnCall() {
  const arrivals: { resolve: (module: ComponentType) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        arrivals.push({ resolve, reject });
      }),
  );
  return { load, arrivals };
}

function setup(load: () => Promise<ComponentType>) {
  const { kit } = createTestKit();
  const modal = onDemandModal(load);
  renderWithKit(
    kit,
    <>
      <button type="button" onClick={() => kit.open()}>
        Open
      </button>
      <modal.Modal />
    </>,
  );
  return { kit, modal, user: userEvent.setup() };
}

beforeEach(stubIdleCallbacks);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the modal on demand', () => {
  it('the modal code is not fetched before the page is idle, and is fetched then', async () => {
    const { load } = chunkOnCall();
    setup(load);
    expect(load).not.toHaveBeenCalled();
    await goIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a click before the modal code has come opens the modal when it arrives, focus inside', async () => {
    const { load, arrivals } = chunkOnCall();
    const { user } = setup(load);
    await user.click(screen.getByText('Open'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => arrivals[0]!.resolve(ModalContent));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('preparing fetches the modal code once, however often the button is pointed at', async () => {
    const { load, arrivals } = chunkOnCall();
    const { modal } = setup(load);
    void modal.prepare();
    void modal.prepare();
    await goIdle();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrivals[0]!.resolve(ModalContent));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a modal code that fails to come closes the modal, and the next opening fetches it again', async () => {
    const { load, arrivals } = chunkOnCall();
    const { kit, user } = setup(load);
    await user.click(screen.getByText('Open'));
    await act(async () => arrivals[0]!.reject(new Error('offline')));
    await waitFor(() => expect(kit.stores.modal.getState().open).toBe(false));
    await user.click(screen.getByText('Open'));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => arrivals[1]!.resolve(ModalContent));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
