// @vitest-environment jsdom
/**
 * Opening the modal reveals the dialog prepared at idle time: the click renders the dialog's
 * frame, not the view's rows again. Rows that follow the modal's or the router's state would
 * all render on every opening, which is the work the visitor waits for after the click.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScriptedAdapter, connector, createTestKit } from '../../core/testing/test-support.js';
import {
  loadGeneratedModule,
  mountHostPage,
  type GeneratedModule,
} from '../testing/generatedKit.js';
import { goIdle, stubIdleCallbacks } from '../testing/idle.js';

const rowRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../primitives/WalletListItem/WalletListItem.js', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../primitives/WalletListItem/WalletListItem.js')>();
  return {
    ...original,
    WalletListItem: (props: Parameters<typeof original.WalletListItem>[0]) => {
      rowRenders.count += 1;
      return original.WalletListItem(props);
    },
  };
});

let generated: GeneratedModule;
beforeAll(async () => {
  generated = await loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account']);
});
afterAll(() => generated.rendered.remove());

beforeEach(() => {
  stubIdleCallbacks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('opening the modal', () => {
  it('renders none of the prepared wallet rows again', async () => {
    const connectors = [
      connector({ id: 'alpha', name: 'Alpha' }),
      connector({ id: 'beta', name: 'Beta' }),
    ];
    const { kit } = createTestKit({ adapters: [new ScriptedAdapter('eip155', { connectors })] });
    await kit.start();
    mountHostPage(kit, generated);
    await goIdle();
    await goIdle();
    expect(rowRenders.count).toBeGreaterThan(0);
    const prepared = rowRenders.count;

    await userEvent.setup().click(screen.getByTestId('wk-connect-button'));

    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(screen.getByTestId('wk-wallet-alpha')).toBeTruthy();
    expect(rowRenders.count).toBe(prepared);
  });
});
