import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES } from '../resolved-config.js';
import { caipNetworkSchema } from './caip-network-schema.js';
import { NETWORK_CATALOGUE, catalogueNetworkIds, findCatalogueNetwork } from './catalogue.js';

describe('network catalogue', () => {
  it('has unique caipNetworkIds', () => {
    const ids = catalogueNetworkIds();
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(NETWORK_CATALOGUE.map((network) => [network.caipNetworkId, network] as const))(
    '%s parses as a CaipNetwork',
    (_id, network) => {
      expect(caipNetworkSchema.safeParse(network).error?.issues).toBeUndefined();
    },
  );

  it('lists about 27 eip155 and solana networks', () => {
    const evmAndSolana = NETWORK_CATALOGUE.filter((network) =>
      ['eip155', 'solana'].includes(network.chainNamespace),
    );
    expect(evmAndSolana.length).toBeGreaterThanOrEqual(27);
  });

  it('has three Solana networks: mainnet, devnet and testnet', () => {
    expect(
      NETWORK_CATALOGUE.filter((n) => n.chainNamespace === 'solana').map((n) => n.caipNetworkId),
    ).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ]);
  });

  it('has the main and test networks of Bitcoin, Polkadot and Cosmos', () => {
    const ids = catalogueNetworkIds();
    for (const id of [
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
      'cosmos:cosmoshub-4',
      'cosmos:theta-testnet-001',
      'cosmos:osmosis-1',
    ]) {
      expect(ids).toContain(id);
    }
    for (const namespace of ['bip122', 'polkadot', 'cosmos']) {
      const family = NETWORK_CATALOGUE.filter((network) => network.chainNamespace === namespace);
      expect(
        family.some((network) => network.testnet),
        namespace,
      ).toBe(true);
      expect(
        family.some((network) => !network.testnet),
        namespace,
      ).toBe(true);
    }
  });

  it('covers every chain namespace', () => {
    const namespaces = new Set(NETWORK_CATALOGUE.map((network) => network.chainNamespace));
    expect([...namespaces].sort()).toEqual([...CHAIN_NAMESPACES].sort());
  });

  it('holds the named networks of the issue', () => {
    const names = NETWORK_CATALOGUE.map((network) => network.name);
    for (const name of [
      'Ethereum',
      'Sepolia',
      'Holesky',
      'Arbitrum One',
      'Arbitrum Sepolia',
      'OP Mainnet',
      'OP Sepolia',
      'Base',
      'Base Sepolia',
      'Polygon',
      'Polygon Amoy',
      'BNB Smart Chain',
      'Gnosis',
      'Avalanche',
      'Fantom',
      'zkSync Era',
      'Kaia',
      'Aurora',
      'Celo',
      'Zora',
      'Linea',
      'Scroll',
      'Mantle',
      'Blast',
      'Anvil',
      'Polkadot',
      'Bitcoin',
      'Cosmos Hub',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('has the local dev chain eip155:31337 "Anvil" on 127.0.0.1:8545 as a testnet', () => {
    expect(findCatalogueNetwork('eip155:31337')).toMatchObject({
      id: 31337,
      name: 'Anvil',
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    });
  });

  it('uses numeric ids for eip155 and string references elsewhere', () => {
    for (const network of NETWORK_CATALOGUE) {
      expect(typeof network.id).toBe(network.chainNamespace === 'eip155' ? 'number' : 'string');
    }
  });

  it('only Ethereum mainnet and Sepolia carry an ENS Universal Resolver, the well-known one', () => {
    const withResolver = NETWORK_CATALOGUE.filter((network) => network.ensUniversalResolver);
    expect(
      withResolver.map((network) => [network.caipNetworkId, network.ensUniversalResolver]),
    ).toEqual([
      ['eip155:1', '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'],
      ['eip155:11155111', '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'],
    ]);
  });

  it('finds nothing for an id outside the catalogue', () => {
    expect(findCatalogueNetwork('eip155:999999')).toBeUndefined();
  });
});

describe('CaipNetwork schema', () => {
  const ethereum = findCatalogueNetwork('eip155:1');

  it('refuses a chainNamespace that disagrees with caipNetworkId', () => {
    const issues = caipNetworkSchema.safeParse({ ...ethereum, chainNamespace: 'solana' }).error
      ?.issues;
    expect(issues?.map((issue) => issue.path.join('.'))).toEqual(['chainNamespace']);
  });

  it('refuses an id that disagrees with caipNetworkId', () => {
    const issues = caipNetworkSchema.safeParse({ ...ethereum, id: 2 }).error?.issues;
    expect(issues?.map((issue) => issue.path.join('.'))).toEqual(['id']);
  });

  it('refuses a string id on an eip155 network', () => {
    const issues = caipNetworkSchema.safeParse({ ...ethereum, id: '1' }).error?.issues;
    expect(issues?.[0]?.message).toBe('Must be the number 1 for an eip155 network');
  });
});
