/**
 * A family whose adapter reads no balance (Polkadot, Bitcoin and Cosmos here: no RPC of theirs
 * is configured) shows no balance at all: never a made-up "0 DOT".
 */
import { describe, expect, it } from 'vitest';
import { balancesFeature } from './balances/balances.js';
import { SendingAdapter } from './send/testing/test-adapter.js';
import { connector, createTestKit, flush } from './testing/test-support.js';
import type { CaipNetwork, ChainNamespace } from './types.js';

const FAMILIES: { namespace: ChainNamespace; network: CaipNetwork; address: string }[] = [
  {
    namespace: 'polkadot',
    address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    network: {
      id: '91b171bb158e2d3848fa23a9f1c25182',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      chainNamespace: 'polkadot',
      name: 'Polkadot',
      nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
      testnet: false,
    },
  },
  {
    namespace: 'bip122',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    network: {
      id: '000000000019d6689c085ae165831e93',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      chainNamespace: 'bip122',
      name: 'Bitcoin',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8332'] } },
      testnet: false,
    },
  },
  {
    namespace: 'cosmos',
    address: 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
    network: {
      id: 'cosmoshub-4',
      caipNetworkId: 'cosmos:cosmoshub-4',
      chainNamespace: 'cosmos',
      name: 'Cosmos Hub',
      nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
      testnet: false,
    },
  },
];

describe('a family without a balance source shows no balance, not zero', () => {
  for (const { namespace, network, address } of FAMILIES) {
    it(`${namespace}: no balance on the connect button and no amount in the Tokens tab`, async () => {
      const adapter = new SendingAdapter(namespace, { address, chainId: network.id });
      adapter.balance = async () => undefined;
      const { kit } = createTestKit({ adapters: [adapter], config: { networks: [network] } });
      await kit.start();
      await kit.connect(connector({ id: `${namespace}-wallet`, chain: namespace }));
      await flush();
      expect(kit.stores.chain.getState().chains[namespace]?.accountState).toMatchObject({
        address,
        balance: undefined,
        balanceLoading: false,
        balanceUnreadable: true,
      });
      const balances = kit.feature(balancesFeature);
      await balances.fetch();
      expect(balances.store.getState()).toMatchObject({ tokenBalances: [], unreadable: true });
    });
  }
});
