import { describe, expect, it } from 'vitest';
import { walletCannotServe } from './action-messages.js';
import {
  MAINNET,
  POLYGON,
  SOLANA,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from './testing/test-support.js';
import type { CaipNetwork, ChainNamespace } from './types.js';

const cases: { connected: ChainNamespace; target: typeof MAINNET }[] = [
  { connected: 'eip155', target: SOLANA },
  { connected: 'solana', target: MAINNET },
];

describe('a network the connected wallet cannot serve never ends its session', () => {
  for (const { connected, target } of cases) {
    it(`a ${connected} wallet asked for ${target.name} says it does not support it and stays where it was`, async () => {
      const wallet = (namespace: ChainNamespace) =>
        connector({ id: `${namespace}-wallet`, name: 'Demo Wallet', chain: namespace });
      const adapters = (['eip155', 'solana'] as const).map(
        (namespace) => new ScriptedAdapter(namespace, { connectors: [wallet(namespace)] }),
      );
      const { kit, storage } = createTestKit({
        adapters,
        config: { networks: [MAINNET, POLYGON, SOLANA] },
      });
      await kit.connect(wallet(connected));
      await flush();
      const before = kit.stores.chain.getState();
      const storedNamespace = storage.getItem('@walletkit/active_namespace');
      const storedNetwork = storage.getItem('@walletkit/active_caip_network_id');

      await expect(kit.switchNetwork(target)).rejects.toThrow(
        walletCannotServe('Demo Wallet', target.name),
      );

      const after = kit.stores.chain.getState();
      expect(after.activeChain).toBe(connected);
      expect(after.chains[connected]?.accountState.caipAddress).toBe(
        before.chains[connected]?.accountState.caipAddress,
      );
      expect(kit.stores.connection.getState().status).toBe('connected');
      expect(storage.getItem('@walletkit/active_namespace')).toBe(storedNamespace);
      expect(storage.getItem('@walletkit/active_caip_network_id')).toBe(storedNetwork);
      for (const adapter of adapters) {
        expect(adapter.calls.filter((c) => /disconnect|switchNetwork/.test(c))).toEqual([]);
      }
    });
  }

  // The issue a newcomer hit: an email wallet (accounts on Ethereum and Solana) asked for Bitcoin.
  it('an email wallet on Ethereum and Solana asked for Bitcoin says it does not support it and keeps its session', async () => {
    const BITCOIN: CaipNetwork = {
      id: '000000000019d6689c085ae165831e93',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      chainNamespace: 'bip122',
      name: 'Bitcoin',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
      testnet: false,
    };
    const email = (namespace: ChainNamespace) =>
      connector({ id: 'email', name: 'Email', type: 'AUTH', chain: namespace });
    const adapters = [
      new ScriptedAdapter('eip155', { connectors: [email('eip155')] }),
      new ScriptedAdapter('solana', { connectors: [email('solana')] }),
      new ScriptedAdapter('bip122', { connectors: [] }),
    ];
    const { kit } = createTestKit({ adapters, config: { networks: [MAINNET, SOLANA, BITCOIN] } });
    await kit.connect(email('eip155'));
    await kit.connect(email('solana'));
    await flush();
    const before = kit.stores.chain.getState().activeChain;

    await expect(kit.switchNetwork(BITCOIN)).rejects.toThrow(walletCannotServe('Email', 'Bitcoin'));

    expect(kit.stores.chain.getState().activeChain).toBe(before);
    expect(kit.stores.connection.getState().status).toBe('connected');
    for (const adapter of adapters) {
      expect(adapter.calls.filter((c) => /disconnect|switchNetwork/.test(c))).toEqual([]);
    }
  });

  it('a visitor connected on both families still moves between them', async () => {
    const { kit } = createTestKit({
      adapters: [new ScriptedAdapter('eip155'), new ScriptedAdapter('solana')],
      config: { networks: [MAINNET, SOLANA] },
    });
    await kit.connect(connector({ id: 'eip155-wallet' }));
    await kit.connect(connector({ id: 'solana-wallet', chain: 'solana' }));
    await kit.switchNetwork(SOLANA);
    expect(kit.stores.chain.getState().activeChain).toBe('solana');
    await kit.switchNetwork(MAINNET);
    expect(kit.stores.chain.getState().activeChain).toBe('eip155');
  });
});
