// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveNetwork } from '../../core/chain.js';
import {
  EVM_ADDRESS,
  MAINNET,
  POLYGON,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from '../../core/testing/test-support.js';
import { renderWithKit } from '../testing/render.js';
import { AccountExplorerLink } from './AccountExplorerLink.js';

const ETHERSCAN = {
  ...MAINNET,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
};
const POLYGONSCAN = {
  ...POLYGON,
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com/' } },
};

afterEach(cleanup);

describe("the connected account's explorer link", () => {
  it('a connected account gets the explorer link of its address on the active network, following network switches', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit, ctx } = createTestKit({
      adapters: [adapter],
      config: { networks: [ETHERSCAN, POLYGONSCAN], defaultNetwork: 'eip155:1' },
    });
    renderWithKit(kit, <AccountExplorerLink />);
    expect(screen.queryByTestId('wk-account-explorer')).toBeNull();
    await act(async () => {
      await kit.connect(connector({ id: 'eip155-wallet' }));
      await flush();
    });
    expect(screen.getByTestId('wk-account-explorer').getAttribute('href')).toBe(
      `https://etherscan.io/address/${EVM_ADDRESS}`,
    );
    act(() => setActiveNetwork(ctx, POLYGONSCAN));
    expect(screen.getByTestId('wk-account-explorer').getAttribute('href')).toBe(
      `https://polygonscan.com/address/${EVM_ADDRESS}`,
    );
  });
});
