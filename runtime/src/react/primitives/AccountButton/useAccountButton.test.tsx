// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EVM_ADDRESS,
  connector,
  createTestKit,
  flush,
} from '../../../core/testing/test-support.js';
import { useAccount } from '../../hooks/useAccount.js';
import { renderWithKit } from '../../testing/render.js';
import { useAccountButton } from './useAccountButton.js';

/** The generated connect button's choice: the account's button once its code has come. */
function Button() {
  const { status, address, balance, balanceSymbol } = useAccount();
  const AccountButton = useAccountButton();
  if (status === 'connected' && address && AccountButton) {
    return <AccountButton address={address} balance={balance} balanceSymbol={balanceSymbol} />;
  }
  return <p>no account button ({status})</p>;
}

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
});
