// @vitest-environment jsdom
/** The Account view's tabs, rendered on their own inside a real kit's provider. */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKit } from '../../core/testing/test-support.js';
import { renderWithKit } from '../testing/render.js';
import { AccountTabs } from './AccountTabs.js';

afterEach(cleanup);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('AccountTabs', () => {
  it('has no NFTs tab: the kit reads no NFT holdings, so the tab would lead nowhere', () => {
    renderWithKit(createTestKit().kit, <AccountTabs tokens="tokens" activity="activity" />);
    expect(tabNames()).toEqual(['Tokens', 'Activity']);
    expect(screen.queryByTestId('wk-account-tab-nfts')).toBeNull();
  });

  it('has only Tokens when the Activity tab is off', () => {
    renderWithKit(createTestKit().kit, <AccountTabs tokens="tokens" />);
    expect(tabNames()).toEqual(['Tokens']);
  });

  it('arrow keys move between the tabs and show the selected panel', async () => {
    const user = userEvent.setup();
    renderWithKit(
      createTestKit().kit,
      <AccountTabs tokens="token panel" activity="activity panel" />,
    );
    await user.click(screen.getByTestId('wk-account-tab-tokens'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('activity panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('token panel');
  });
});
