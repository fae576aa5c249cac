import { describe, expect, it } from 'vitest';
import { setActiveNetwork } from '../chain.js';
import {
  EVM_ADDRESS,
  MAINNET,
  POLYGON,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from '../testing/test-support.js';

const ETHERSCAN = {
  ...MAINNET,
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
};
const POLYGONSCAN = {
  ...POLYGON,
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com/' } },
};

describe('account explorer link in the account state', () => {
  it('a connected account gets the explorer link of its address on the active network, following network switches', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit, ctx } = createTestKit({
      adapters: [adapter],
      config: { networks: [ETHERSCAN, POLYGONSCAN], defaultNetwork: 'eip155:1' },
    });
    expect(
      kit.stores.chain.getState().chains.eip155?.accountState.addressExplorerUrl,
    ).toBeUndefined();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    await flush();
    expect(kit.stores.chain.getState().chains.eip155?.accountState.addressExplorerUrl).toBe(
      `https://etherscan.io/address/${EVM_ADDRESS}`,
    );
    setActiveNetwork(ctx, POLYGONSCAN);
    expect(kit.stores.chain.getState().chains.eip155?.accountState.addressExplorerUrl).toBe(
      `https://polygonscan.com/address/${EVM_ADDRESS}`,
    );
  });
});
