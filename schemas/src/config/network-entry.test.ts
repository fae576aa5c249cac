import { describe, expect, it } from 'vitest';
import { findCatalogueNetwork } from '../networks/catalogue.js';
import { issueAt, issuesOf, resolve } from './testing/parse-helpers.js';

const CUSTOM = {
  caipNetworkId: 'eip155:777',
  name: 'Custom Chain',
  nativeCurrency: { name: 'Custom', symbol: 'CST', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:7777'] } },
};

describe('networks', () => {
  it('default to Ethereum mainnet (eip155:1) when left out', () => {
    expect(resolve().networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1']);
  });

  it('resolves a catalogue id string to the full catalogue network', () => {
    expect(resolve({ networks: ['eip155:31337'] }).networks).toEqual([
      findCatalogueNetwork('eip155:31337'),
    ]);
  });

  it('keeps the configured order', () => {
    const networks = [
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'eip155:8453',
      'cosmos:cosmoshub-4',
    ];
    expect(resolve({ networks }).networks.map((network) => network.caipNetworkId)).toEqual(
      networks,
    );
  });

  it('hands out copies: changing a resolved network leaves the catalogue untouched', () => {
    const [anvil] = resolve({ networks: ['eip155:31337'] }).networks;
    anvil!.rpcUrls.default.http.push('http://changed.example');
    expect(findCatalogueNetwork('eip155:31337')?.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:8545',
    ]);
  });

  it('refuses an unknown catalogue id string naming its index', () => {
    const issue = issueAt({ networks: ['eip155:1', 'eip155:999999'] }, 'networks.1');
    expect(issue?.message).toMatch(/^Unknown network "eip155:999999"/);
  });

  it('refuses a string that is not a CAIP-2 id', () => {
    expect(issueAt({ networks: ['ethereum'] }, 'networks.0')?.message).toMatch(/CAIP-2 network id/);
  });

  it('refuses an entry that is neither a string nor an object', () => {
    expect(issueAt({ networks: [1] }, 'networks.0')).toBeDefined();
  });

  it('refuses an empty list', () => {
    expect(issueAt({ networks: [] }, 'networks')?.message).toBe('List at least one network');
  });

  it('refuses the same network twice naming the repeat', () => {
    const issue = issueAt({ networks: ['eip155:1', 'eip155:10', 'eip155:1'] }, 'networks.2');
    expect(issue?.message).toBe('Network "eip155:1" is listed twice (already at networks.0)');
  });
});

describe('catalogue network with overrides', () => {
  it('replaces the overridden fields and keeps the rest from the catalogue', () => {
    const rpcUrls = { default: { http: ['http://127.0.0.1:9545'] } };
    const [anvil] = resolve({
      networks: [{ id: 'eip155:31337', rpcUrls, name: 'Local' }],
    }).networks;
    expect(anvil).toEqual({ ...findCatalogueNetwork('eip155:31337'), rpcUrls, name: 'Local' });
  });

  it('refuses an unknown catalogue id naming the id field', () => {
    expect(
      issueAt({ networks: ['eip155:1', { id: 'eip155:5' }] }, 'networks.1.id')?.message,
    ).toMatch(/^Unknown network "eip155:5"/);
  });

  it('refuses an override of an identity field such as chainNamespace', () => {
    const issue = issueAt(
      { networks: [{ id: 'eip155:1', chainNamespace: 'solana' }] },
      'networks.0.chainNamespace',
    );
    expect(issue?.message).toMatch(/^Unknown key "chainNamespace"/);
  });

  it('refuses an RPC URL that is not http(s)', () => {
    const rpcUrls = { default: { http: ['ftp://127.0.0.1'] } };
    expect(
      issueAt({ networks: [{ id: 'eip155:1', rpcUrls }] }, 'networks.0.rpcUrls.default.http.0'),
    ).toBeDefined();
  });

  it('refuses an override with no RPC URL', () => {
    const rpcUrls = { default: { http: [] } };
    expect(
      issueAt({ networks: [{ id: 'eip155:1', rpcUrls }] }, 'networks.0.rpcUrls.default.http'),
    ).toBeDefined();
  });
});

describe('ENS Universal Resolver of a network', () => {
  const RESOLVER = '0x00000000000000000000000000000000000e45aa';

  it('a custom eip155 network carries its ensUniversalResolver', () => {
    const [network] = resolve({
      networks: [{ ...CUSTOM, ensUniversalResolver: RESOLVER }],
    }).networks;
    expect(network?.ensUniversalResolver).toBe(RESOLVER);
  });

  it('a custom network without one has no ensUniversalResolver key', () => {
    expect(resolve({ networks: [CUSTOM] }).networks[0]).not.toHaveProperty('ensUniversalResolver');
  });

  it('a catalogue override sets or replaces it', () => {
    const [anvil, mainnet] = resolve({
      networks: [
        { id: 'eip155:31337', ensUniversalResolver: RESOLVER },
        { id: 'eip155:1', ensUniversalResolver: RESOLVER },
      ],
    }).networks;
    expect(anvil?.ensUniversalResolver).toBe(RESOLVER);
    expect(mainnet?.ensUniversalResolver).toBe(RESOLVER);
  });

  it('catalogue mainnet keeps the well-known resolver', () => {
    expect(resolve({ networks: ['eip155:1'] }).networks[0]?.ensUniversalResolver).toBe(
      '0xeeeeeeee14d718c2b47d9923deab1335e144eeee',
    );
  });

  it('refuses a value that is not a 0x contract address', () => {
    const networks = [{ ...CUSTOM, ensUniversalResolver: 'receiver.eth' }];
    expect(issueAt({ networks }, 'networks.0.ensUniversalResolver')?.message).toBe(
      'Expected a contract address: 0x followed by 40 hex characters',
    );
  });

  it('refuses one on a network that is not eip155', () => {
    const networks = [
      { ...CUSTOM, caipNetworkId: 'cosmos:osmosis-1', ensUniversalResolver: RESOLVER },
      { id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', ensUniversalResolver: RESOLVER },
    ];
    const message = 'Only eip155 networks can have an ENS Universal Resolver';
    expect(issueAt({ networks }, 'networks.0.ensUniversalResolver')?.message).toBe(message);
    expect(issueAt({ networks }, 'networks.1.ensUniversalResolver')?.message).toBe(message);
  });
});

describe('custom network', () => {
  it('derives id, chainNamespace and testnet false from caipNetworkId', () => {
    expect(resolve({ networks: [CUSTOM] }).networks[0]).toEqual({
      ...CUSTOM,
      id: 777,
      chainNamespace: 'eip155',
      testnet: false,
    });
  });

  it('derives a string id for a non-eip155 network', () => {
    const network = { ...CUSTOM, caipNetworkId: 'cosmos:osmosis-1' };
    expect(resolve({ networks: [network] }).networks[0]?.id).toBe('osmosis-1');
  });

  it('refuses an id that disagrees with caipNetworkId', () => {
    expect(issueAt({ networks: [{ ...CUSTOM, id: 778 }] }, 'networks.0.id')?.message).toBe(
      'Must be 777 to match caipNetworkId "eip155:777"',
    );
  });

  it('refuses a chainNamespace that disagrees with caipNetworkId', () => {
    expect(
      issueAt({ networks: [{ ...CUSTOM, chainNamespace: 'solana' }] }, 'networks.0.chainNamespace'),
    ).toBeDefined();
  });

  it('requires name, nativeCurrency and rpcUrls naming each path', () => {
    const paths = issuesOf({ networks: [{ caipNetworkId: 'eip155:777' }] }).map(
      (issue) => issue.path,
    );
    expect(paths).toEqual(['networks.0.name', 'networks.0.nativeCurrency', 'networks.0.rpcUrls']);
  });

  it('refuses implausible native currency decimals', () => {
    const nativeCurrency = { ...CUSTOM.nativeCurrency, decimals: 1e18 };
    expect(
      issueAt({ networks: [{ ...CUSTOM, nativeCurrency }] }, 'networks.0.nativeCurrency.decimals'),
    ).toBeDefined();
  });

  it('refuses a websocket RPC URL that is not ws(s)', () => {
    const rpcUrls = {
      default: { http: ['https://rpc.example'], webSocket: ['https://rpc.example'] },
    };
    expect(
      issueAt({ networks: [{ ...CUSTOM, rpcUrls }] }, 'networks.0.rpcUrls.default.webSocket.0'),
    ).toBeDefined();
  });

  it('may redefine a catalogue id in full', () => {
    const network = { ...CUSTOM, caipNetworkId: 'eip155:31337', name: 'My Anvil' };
    expect(resolve({ networks: [network] }).networks[0]?.name).toBe('My Anvil');
  });
});

describe('defaultNetwork', () => {
  it('defaults to eip155:1 when that network is configured', () => {
    expect(resolve({ networks: ['eip155:10', 'eip155:1'] }).defaultNetwork).toBe('eip155:1');
  });

  it('defaults to the first configured network when eip155:1 is not configured', () => {
    expect(resolve({ networks: ['eip155:31337', 'eip155:10'] }).defaultNetwork).toBe(
      'eip155:31337',
    );
  });

  it('keeps a configured defaultNetwork', () => {
    expect(
      resolve({ networks: ['eip155:1', 'eip155:10'], defaultNetwork: 'eip155:10' }).defaultNetwork,
    ).toBe('eip155:10');
  });

  it('refuses a defaultNetwork that is not among the configured networks', () => {
    const issue = issueAt(
      { networks: ['eip155:1'], defaultNetwork: 'eip155:10' },
      'defaultNetwork',
    );
    expect(issue?.message).toBe('"eip155:10" is not among the configured networks (eip155:1)');
  });

  it('refuses a defaultNetwork that is not a CAIP-2 id', () => {
    expect(issueAt({ defaultNetwork: 'mainnet' }, 'defaultNetwork')).toBeDefined();
  });
});
