// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EVM_ADDRESS,
  connector,
  createTestKit,
  flush,
} from '../../../core/testing/test-support.js';
import { useAccount } from '../../hooks/useAccount.js';
import { renderWithKit } from '../../testing/render.js';
import { ConnectedAccountButton } from './ConnectedAccountButton.js';
import { accountButtonOnDemand, useAccountButton } from './useAccountButton.js';

/** The generated connect button's choice: the account's button once its code has come. */
function buttonWith(useButton: typeof useAccountButton, onClick?: () => void) {
  return function Button() {
    const { status, address, balance, balanceSymbol } = useAccount();
    const AccountButton = useButton();
    if (status === 'connected' && address && AccountButton) {
      return (
        <AccountButton
          address={address}
          balance={balance}
          balanceSymbol={balanceSymbol}
          onClick={onClick}
        />
      );
    }
    return <p>no account button ({status})</p>;
  };
}
const Button = buttonWith(useAccountButton);

afterEach(cleanup);

describe("the connected account's button on demand", () => {
  it('is not drawn while no wallet connects, and comes with the address and balance when one does', async () => {
    const { kit } = createTestKit();
    renderWithKit(kit, <Button />);
    await act(flush);
    expect(screen.getByText('no account button (disconnected)')).toBeTruthy();
    await act(async () => {
      await kit.connect(connector({ id: 'eip155-wallet' }));
      await flush();
    });
    const button = await waitFor(() => screen.getByRole('button'));
    expect(button.textContent).toContain(`${EVM_ADDRESS.slice(0, 6)}…${EVM_ADDRESS.slice(-4)}`);
    await waitFor(() => expect(button.textContent).toContain('10000 ETH'));
  });

  it('comes for a remembered session, which reconnects as the kit starts', async () => {
    const first = createTestKit();
    await first.kit.connect(connector({ id: 'eip155-wallet' }));
    await flush();
    const { kit } = createTestKit({ storage: first.storage });
    renderWithKit(kit, <Button />);
    await act(async () => {
      await kit.start();
      await flush();
    });
    const button = await waitFor(() => screen.getByRole('button'));
    expect(button.textContent).toContain(EVM_ADDRESS.slice(0, 6));
  });

  it('whose code failed to come: the plain button with the address, fetching again on a click', async () => {
    const opened = vi.fn();
    // Fetched as the wallet started connecting and again once it connected; both failed.
    const { chunk, tries } = await connectedWithFailingChunk(opened);
    const short = `${EVM_ADDRESS.slice(0, 6)}…${EVM_ADDRESS.slice(-4)}`;
    const plain = await waitFor(() => screen.getByRole('button'));
    expect(plain.textContent).toBe(short);
    chunk.comes();
    // It does what the real one does: the caller's click (the kit opens its Account view).
    await act(async () => {
      fireEvent.click(plain);
      await flush();
    });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(chunk.load).toHaveBeenCalledTimes(tries + 1);
    await waitFor(() => expect(screen.getByRole('button').textContent).toContain('10000 ETH'));
    expect(screen.getByRole('button').textContent).toContain(short);
  });

  it('whose code failed to come is fetched again when the visitor points at or focuses it', async () => {
    const { chunk, tries } = await connectedWithFailingChunk();
    await act(async () => {
      fireEvent.pointerEnter(screen.getByRole('button'));
      await flush();
    });
    expect(chunk.load).toHaveBeenCalledTimes(tries + 1);
    expect(screen.getByRole('button').textContent).not.toContain('ETH');
    chunk.comes();
    await act(async () => {
      fireEvent.focus(screen.getByRole('button'));
      await flush();
    });
    expect(chunk.load).toHaveBeenCalledTimes(tries + 2);
    await waitFor(() => expect(screen.getByRole('button').textContent).toContain('10000 ETH'));
  });
});

/**
 * A page whose account button's chunk fails to come, with a wallet connected: the chunk and how
 * many times it was fetched by then.
 */
async function connectedWithFailingChunk(onClick?: () => void) {
  const chunk = chunkThatFails();
  const FailingButton = buttonWith(accountButtonOnDemand(chunk.load), onClick);
  const { kit } = createTestKit();
  renderWithKit(kit, <FailingButton />);
  await act(async () => {
    await kit.connect(connector({ id: 'eip155-wallet' }));
    await flush();
  });
  return { chunk, tries: chunk.load.mock.calls.length };
}

/** The account button's chunk, failing to come (a deployment replaced it) until `comes()`. */
function chunkThatFails() {
  let available = false;
  const load = vi.fn(async () => {
    if (!available) throw new TypeError('Failed to fetch dynamically imported module');
    return ConnectedAccountButton;
  });
  return { load, comes: () => void (available = true) };
}
