import { describe, expect, it } from 'vitest';
import { setActiveNamespace, setActiveNetwork } from './chain.js';
import { createUnsupportedNetwork } from './caip.js';
import type { KitEvent } from './events.js';
import {
  EVM_ADDRESS,
  MAINNET,
  POLYGON,
  SOLANA,
  SOLANA_ADDRESS,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from './testing/test-support.js';
import type { ResolvedConfig } from '@wallet-kit/schemas';

async function connectedKit(config: Partial<ResolvedConfig> = {}) {
  const adapter = new ScriptedAdapter('eip155');
  const setup = createTestKit({ adapters: [adapter], config });
  await setup.kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  return { ...setup, adapter };
}

const UNKNOWN = createUnsupportedNetwork('eip155', 10);

describe('chain state per namespace', () => {
  it('starts with one entry per configured namespace on the default network', () => {
    const { kit } = createTestKit({
      config: { networks: [MAINNET, POLYGON, SOLANA], defaultNetwork: 'eip155:137' },
    });
    const state = kit.stores.chain.getState();
    expect(state.activeChain).toBe('eip155');
    expect(Object.keys(state.chains)).toEqual(['eip155', 'solana']);
    expect(state.chains.eip155?.networkState.caipNetwork).toBe(POLYGON);
    expect(state.chains.eip155?.caipNetworks).toEqual([MAINNET, POLYGON]);
    expect(state.chains.solana?.networkState.caipNetwork).toBe(SOLANA);
  });
});

describe('active chain switching', () => {
  it('setting the active network sets the active chain, the address from the stored account address, and stores the network id', async () => {
    const { kit, ctx, storage } = await connectedKit();
    setActiveNetwork(ctx, POLYGON);
    const state = kit.stores.chain.getState();
    expect(state.activeChain).toBe('eip155');
    expect(state.chains.eip155?.networkState.caipNetwork).toBe(POLYGON);
    expect(state.chains.eip155?.accountState.caipAddress).toBe(`eip155:137:${EVM_ADDRESS}`);
    expect(storage.getItem('@walletkit/active_caip_network_id')).toBe('"eip155:137"');
  });

  it('an unsupported network opens UnsupportedChain when switching is enabled, unsupported chains are not allowed and no basic pairing is active', async () => {
    const { kit, ctx } = await connectedKit();
    setActiveNetwork(ctx, UNKNOWN);
    expect(kit.stores.modal.getState().open).toBe(true);
    expect(kit.stores.router.getState().view).toBe('UnsupportedChain');
  });

  it('an unsupported network does not open UnsupportedChain when unsupported chains are allowed', async () => {
    const { kit, ctx } = await connectedKit({ allowUnsupportedChain: true });
    setActiveNetwork(ctx, UNKNOWN);
    expect(kit.stores.modal.getState().open).toBe(false);
    expect(kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork).toBe(UNKNOWN);
  });

  it('an unsupported network does not open UnsupportedChain when network switching is disabled', async () => {
    const { kit, ctx } = await connectedKit({ enableNetworkSwitch: false });
    setActiveNetwork(ctx, UNKNOWN);
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('an unsupported network does not open UnsupportedChain while basic pairing is active', async () => {
    const { kit, ctx } = await connectedKit({ manualWCControl: true });
    setActiveNetwork(ctx, UNKNOWN);
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('an unsupported network id is never stored', async () => {
    const { ctx, storage } = await connectedKit();
    setActiveNetwork(ctx, UNKNOWN);
    expect(storage.getItem('@walletkit/active_caip_network_id')).toBe('"eip155:1"');
  });

  it("switching namespace moves to that namespace's current network", () => {
    const { kit, ctx, storage } = createTestKit({
      adapters: [new ScriptedAdapter('eip155'), new ScriptedAdapter('solana')],
      config: { networks: [MAINNET, POLYGON, SOLANA] },
    });
    setActiveNamespace(ctx, 'solana');
    expect(kit.stores.chain.getState().activeChain).toBe('solana');
    expect(storage.getItem('@walletkit/active_caip_network_id')).toBe(`"${SOLANA.caipNetworkId}"`);
    setActiveNamespace(ctx, 'eip155');
    expect(storage.getItem('@walletkit/active_caip_network_id')).toBe('"eip155:1"');
  });

  it('switchNetwork calls the wallet, then updates the state and sends SWITCH_NETWORK', async () => {
    const { kit, adapter } = await connectedKit();
    const events: KitEvent[] = [];
    kit.events.subscribe((event) => events.push(event));
    let networkWhileWalletSwitched: string | undefined;
    adapter.switchResult = async () => {
      networkWhileWalletSwitched =
        kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork?.caipNetworkId;
    };
    await kit.switchNetwork(POLYGON);
    expect(adapter.calls).toContain('eip155.switchNetwork(eip155:137)');
    expect(networkWhileWalletSwitched).toBe('eip155:1');
    expect(kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork).toBe(POLYGON);
    expect(events).toContainEqual({
      type: 'SWITCH_NETWORK',
      properties: { network: 'eip155:137' },
    });
  });

  it('switchNetwork first goes back when the current network is not in the active chain list', async () => {
    const { kit, ctx, adapter } = await connectedKit();
    setActiveNetwork(ctx, UNKNOWN);
    expect(kit.stores.router.getState().view).toBe('UnsupportedChain');
    let modalOpenWhileWalletSwitched: boolean | undefined;
    adapter.switchResult = async () => {
      modalOpenWhileWalletSwitched = kit.stores.modal.getState().open;
    };
    await kit.switchNetwork(POLYGON);
    expect(modalOpenWhileWalletSwitched).toBe(false);
    expect(kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork).toBe(POLYGON);
  });

  it('switchNetwork leaves the state unchanged when the wallet refuses', async () => {
    const { kit, adapter } = await connectedKit();
    adapter.switchResult = async () => {
      throw new Error('Chain is not supported');
    };
    await expect(kit.switchNetwork(POLYGON)).rejects.toThrow('Chain is not supported');
    expect(kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork).toBe(MAINNET);
  });

  it('switchNetwork to a network not in the config rejects with "Network not found"', async () => {
    const { kit, adapter } = await connectedKit();
    await expect(kit.switchNetwork(UNKNOWN)).rejects.toThrow('Network not found');
    expect(adapter.calls.filter((c) => c.startsWith('eip155.switchNetwork'))).toEqual([]);
  });

  it('switchNetwork without a connected wallet only changes the selected network', async () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit } = createTestKit({ adapters: [adapter] });
    await kit.switchNetwork(POLYGON);
    expect(adapter.calls).toEqual([]);
    expect(kit.stores.chain.getState().chains.eip155?.networkState.caipNetwork).toBe(POLYGON);
  });

  it('switchNetwork to another namespace the visitor has an account in makes it the active chain', async () => {
    const sol = new ScriptedAdapter('solana');
    const { kit } = createTestKit({
      adapters: [new ScriptedAdapter('eip155'), sol],
      config: { networks: [MAINNET, SOLANA] },
    });
    await kit.connect(connector({ id: 'eip155-wallet' }));
    await kit.connect(connector({ id: 'solana-wallet', chain: 'solana' }));
    await kit.switchNetwork(MAINNET);
    expect(kit.stores.chain.getState().activeChain).toBe('eip155');
    await kit.switchNetwork(SOLANA);
    expect(kit.stores.chain.getState().activeChain).toBe('solana');
    expect(kit.stores.chain.getState().chains.solana?.accountState.caipAddress).toBe(
      `${SOLANA.caipNetworkId}:${SOLANA_ADDRESS}`,
    );
  });
});
