// @vitest-environment jsdom
/** The Account view's Swap, Receive and Send buttons, rendered inside a real kit's provider. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../../core/types.js';
import { createTestKit } from '../../core/testing/test-support.js';
import { renderWithKit } from '../testing/render.js';
import { AccountActions } from './AccountActions.js';

afterEach(cleanup);

function renderOn(namespace: ChainNamespace) {
  const { kit } = createTestKit();
  kit.stores.chain.setState({ activeChain: namespace });
  renderWithKit(kit, <AccountActions swap send receive />);
}

describe('AccountActions', () => {
  it('shows Send for an account of a family the kit can send on (eip155)', () => {
    renderOn('eip155');
    expect(screen.getByTestId('wk-account-send')).toBeTruthy();
    expect(screen.getByTestId('wk-account-receive')).toBeTruthy();
  });

  it('hides Send for a family the kit cannot send on (polkadot), and keeps Receive', () => {
    renderOn('polkadot');
    expect(screen.queryByTestId('wk-account-send')).toBeNull();
    expect(screen.getByTestId('wk-account-receive')).toBeTruthy();
  });

  it('shows Swap for an account of a family that swaps (eip155)', () => {
    renderOn('eip155');
    expect(screen.getByTestId('wk-account-swap')).toBeTruthy();
  });

  it('hides Swap for a family without swaps (solana), and keeps Send and Receive', () => {
    renderOn('solana');
    expect(screen.queryByTestId('wk-account-swap')).toBeNull();
    expect(screen.getByTestId('wk-account-send')).toBeTruthy();
    expect(screen.getByTestId('wk-account-receive')).toBeTruthy();
  });
});
