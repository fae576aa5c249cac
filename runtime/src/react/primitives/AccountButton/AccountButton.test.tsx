// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EVM_ADDRESS,
  connector,
  createTestKit,
  flush,
} from '../../../core/testing/test-support.js';
import { setProfileName } from '../../../core/identity/profile-name.js';
import { useAccount } from '../../hooks/useAccount.js';
import { renderWithKit } from '../../testing/render.js';
import { AccountButton } from './AccountButton.js';
import { ConnectedAccountButton } from './ConnectedAccountButton.js';

const SHORT = `${EVM_ADDRESS.slice(0, 6)}…${EVM_ADDRESS.slice(-4)}`;

afterEach(cleanup);

/** The generated connect button's connected state, as the template writes it. */
function ConnectedButton() {
  const { address, profileName, balance, balanceSymbol } = useAccount();
  if (!address) return <p>not connected</p>;
  return (
    <ConnectedAccountButton
      address={address}
      profileName={profileName}
      balance={balance}
      balanceSymbol={balanceSymbol}
    />
  );
}

describe("the account button shows the account's name once the kit knows it", () => {
  it('without a name: the short address, the full address as its tooltip', () => {
    render(<AccountButton address={EVM_ADDRESS} balance="1 ETH" />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe(`${SHORT}1 ETH`);
    expect(button.getAttribute('title')).toBe(EVM_ADDRESS);
  });

  it('with a name: the name in place of the address; the tooltip has both', () => {
    render(<AccountButton address={EVM_ADDRESS} profileName="vitalik.eth" balance="1 ETH" />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('vitalik.eth1 ETH');
    expect(button.getAttribute('title')).toBe(`vitalik.eth (${EVM_ADDRESS})`);
    expect(button.hasAttribute('name')).toBe(false);
  });

  it("a host's own tooltip wins", () => {
    render(<AccountButton address={EVM_ADDRESS} title="Your account" />);
    expect(screen.getByRole('button').getAttribute('title')).toBe('Your account');
  });

  it('a name the kit learns after connecting (registered here or ENS) replaces the address', async () => {
    const { kit } = createTestKit();
    renderWithKit(kit, <ConnectedButton />);
    await act(async () => {
      await kit.connect(connector({ id: 'eip155-wallet' }));
      await flush();
    });
    const button = await waitFor(() => screen.getByRole('button'));
    expect(button.textContent).toContain(SHORT);
    act(() => setProfileName(kit.stores.chain, 'eip155', 'ens', 'vitalik.eth'));
    expect(button.textContent).toContain('vitalik.eth');
    expect(button.textContent).not.toContain(SHORT);
    // The app's own name wins over ENS, as in the Account view.
    act(() => setProfileName(kit.stores.chain, 'eip155', 'names', 'alice'));
    expect(button.textContent).toContain('alice');
  });
});
