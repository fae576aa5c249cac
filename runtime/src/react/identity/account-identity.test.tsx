// @vitest-environment jsdom
/**
 * The generated Account view's identity and links, against a real kit whose eip155 wallet has
 * scripted ENS records: the ENS name in place of the shortened address (the address still
 * copied), the avatar, and the block-explorer links of the address and of each Activity row.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EVM_ADDRESS,
  MAINNET,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from '../../core/testing/test-support.js';
import { recordSentTransaction } from '../../core/activity/local-history.js';
import type { CaipNetwork } from '../../core/types.js';
import {
  loadGeneratedModule,
  mountHostPage,
  type GeneratedModule,
  viewCodeLoaded,
} from '../testing/generatedKit.js';
import { renderWithKit } from '../testing/render.js';
import { ActivityList } from '../wallet/ActivityList.js';
import { ensIdentityFeature } from '../../core/identity/ens-identity.js';

const MAINNET_OTHER = '0x70997970C51812dc3A010C7d01b50e20d3b9c4F2';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const TX = `0x${'ab'.repeat(32)}`;
const ETHERSCAN = { default: { name: 'Etherscan', url: 'https://etherscan.io' } };

class NamingAdapter extends ScriptedAdapter {
  constructor(readonly records: { name?: string; forward?: string; avatar?: string } = {}) {
    super('eip155');
  }
  async reverseName() {
    return this.records.name;
  }
  async resolveName() {
    return this.records.forward;
  }
  async nameText() {
    return this.records.avatar;
  }
}

let account: GeneratedModule;
beforeAll(async () => {
  account = await loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account']);
});
afterAll(() => account.rendered.remove());
afterEach(cleanup);

async function accountView(network: CaipNetwork, adapter = new NamingAdapter()) {
  const { kit } = createTestKit({ config: { networks: [network] }, adapters: [adapter] });
  await kit.start();
  const user = userEvent.setup();
  mountHostPage(kit, account);
  await act(() => kit.connect(connector({ id: 'eip155-wallet', name: 'Wallet' })));
  await act(flush);
  if (!kit.stores.modal.getState().open) await user.click(screen.getByTestId('wk-connect-button'));
  await viewCodeLoaded();
  return { kit, user };
}

const WITH_ENS: CaipNetwork = {
  ...MAINNET,
  ensUniversalResolver: '0x00000000000000000000000000000000000000e5',
};
const owner = () => new NamingAdapter({ name: 'owner.eth', forward: EVM_ADDRESS, avatar: PNG });

describe('ENS name and avatar on the Account view', () => {
  it('the ENS name replaces the shortened address; copy still copies the address', async () => {
    const { user } = await accountView(WITH_ENS, owner());
    const heading = screen.getByTestId('wk-account-address');
    await waitFor(() => expect(heading.textContent).toBe('owner.eth'));
    expect(heading.getAttribute('title')).toBe(EVM_ADDRESS);
    expect(screen.getByTestId('wk-account-short-address').textContent).toBe('0xf39F…2266');
    await user.click(screen.getByTestId('wk-account-copy'));
    expect(await navigator.clipboard.readText()).toBe(EVM_ADDRESS);
  });

  it('the avatar record is the picture, fetched without a referrer', async () => {
    await accountView(WITH_ENS, owner());
    const image = await waitFor(() => {
      const found = document.querySelector<HTMLImageElement>('img.wk-avatar');
      if (!found) throw new Error('no avatar image yet');
      return found;
    });
    expect(image.getAttribute('src')).toBe(PNG);
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('a name that does not resolve back to the address is not shown', async () => {
    const liar = new NamingAdapter({ name: 'vitalik.eth', forward: MAINNET_OTHER, avatar: PNG });
    const { kit } = await accountView(WITH_ENS, liar);
    await act(flush);
    await act(() => kit.feature(ensIdentityFeature).refresh());
    expect(screen.getByTestId('wk-account-address').textContent).toBe('0xf39F…2266');
    expect(screen.queryByTestId('wk-account-short-address')).toBeNull();
    expect(document.querySelector('img.wk-avatar')).toBeNull();
  });
});

describe('block-explorer links', () => {
  it('"View on explorer" links the address when the network has an explorer', async () => {
    await accountView({ ...MAINNET, blockExplorers: ETHERSCAN });
    const link = screen.getByRole('link', {
      name: 'View on explorer: your address on Etherscan, opens in a new tab',
    });
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${EVM_ADDRESS}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('View on explorer');
  });

  it('no explorer link without an explorer, or with one that is not https', async () => {
    await accountView(MAINNET);
    expect(screen.queryByTestId('wk-account-explorer')).toBeNull();
    cleanup();
    await accountView({
      ...MAINNET,
      blockExplorers: { default: { name: 'Plain', url: 'http://explorer.example' } },
    });
    expect(screen.queryByTestId('wk-account-explorer')).toBeNull();
  });

  async function activity(network: CaipNetwork, id = TX) {
    const { kit, ctx } = createTestKit({ config: { networks: [network] } });
    await kit.start();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    recordSentTransaction(ctx.storage, {
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      chainId: 'eip155:1',
      txId: id,
      from: EVM_ADDRESS,
      to: MAINNET_OTHER,
      amount: '1.5',
      symbol: 'ETH',
      at: Date.UTC(2026, 2, 2),
    });
    renderWithKit(kit, <ActivityList />);
    await screen.findByTestId('wk-activity-item');
  }

  it('each Activity row links its transaction when the network has an explorer', async () => {
    await activity({ ...MAINNET, blockExplorers: ETHERSCAN });
    const link = screen.getByRole('link', {
      name: 'View this transaction on Etherscan (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${TX}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('no transaction link without an explorer, or for a row whose id is no transaction hash', async () => {
    await activity(MAINNET);
    expect(screen.queryByTestId('wk-activity-explorer')).toBeNull();
    cleanup();
    await activity({ ...MAINNET, blockExplorers: ETHERSCAN }, 'not-a-hash/../../x');
    expect(screen.queryByTestId('wk-activity-explorer')).toBeNull();
  });
});
