// @vitest-environment jsdom
/**
 * An Activity row names its transaction's kind in the visitor's language: the operation types
 * the kit knows are translated, another type is shown as it comes, capitalised.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocaleSetting } from '@wallet-kit/schemas';
import { EVM_ADDRESS, MAINNET, connector, createTestKit } from '../../core/testing/test-support.js';
import { recordSentTransaction } from '../../core/activity/local-history.js';
import { renderWithKit } from '../testing/render.js';
import { ActivityList } from './ActivityList.js';

afterEach(cleanup);

/** The Activity tab of a kit in `locale` that has sent 1.5 ETH, as the kit records a send. */
async function activityOfASend(locale: LocaleSetting) {
  const { kit, ctx } = createTestKit({ config: { networks: [MAINNET], locale } });
  await kit.start();
  await kit.connect(connector({ id: 'eip155-wallet' }));
  recordSentTransaction(ctx.storage, {
    caipAddress: `eip155:1:${EVM_ADDRESS}`,
    chainId: 'eip155:1',
    txId: `0x${'ab'.repeat(32)}`,
    from: EVM_ADDRESS,
    to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    amount: '1.5',
    symbol: 'ETH',
    at: Date.UTC(2026, 2, 2),
  });
  renderWithKit(kit, <ActivityList />);
  await screen.findByTestId('wk-activity-item');
}

describe("an Activity row's kind", () => {
  it('reads "Send" in English', async () => {
    await activityOfASend('en');
    expect(screen.getByTestId('wk-activity-operation').textContent).toBe('Send');
  });

  it("is in the visitor's language (French: Envoi, German: Senden)", async () => {
    await activityOfASend('fr');
    await waitFor(() =>
      expect(screen.getByTestId('wk-activity-operation').textContent).toBe('Envoi'),
    );
    cleanup();
    await activityOfASend('de');
    await waitFor(() =>
      expect(screen.getByTestId('wk-activity-operation').textContent).toBe('Senden'),
    );
  });
});
