import { findCatalogueNetwork, type CaipNetwork } from '@wallet-kit/schemas';
import { describe, expect, it } from 'vitest';
import { addressExplorerUrl, transactionExplorerUrl } from './explorer-links.js';

function catalogue(id: string): CaipNetwork {
  const network = findCatalogueNetwork(id);
  if (!network) throw new Error(`${id} is not in the catalogue`);
  return network;
}

const ADDRESS = '0xd8dA6BF26964aF9D7eed9e03E53415D37aA96045';
const HASH = `0x${'ab'.repeat(32)}`;

describe('explorer links', () => {
  it('eip155 links the address to /address/ and a transaction to /tx/ on the network explorer', () => {
    const mainnet = catalogue('eip155:1');
    const base = mainnet.blockExplorers!.default.url.replace(/\/$/, '');
    expect(addressExplorerUrl(mainnet, ADDRESS)).toBe(`${base}/address/${ADDRESS}`);
    expect(transactionExplorerUrl(mainnet, HASH)).toBe(`${base}/tx/${HASH}`);
  });

  it('solana mainnet links /account/ and /tx/ without a cluster', () => {
    const solana = catalogue('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(addressExplorerUrl(solana, 'So1ana')).toBe('https://solscan.io/account/So1ana');
    expect(transactionExplorerUrl(solana, 'sig')).toBe('https://solscan.io/tx/sig');
  });

  it('solana devnet and testnet links name their cluster', () => {
    const devnet = catalogue('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    const testnet = catalogue('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z');
    expect(addressExplorerUrl(devnet, 'So1ana')).toBe(
      'https://solscan.io/account/So1ana?cluster=devnet',
    );
    expect(transactionExplorerUrl(testnet, 'sig')).toBe(
      'https://solscan.io/tx/sig?cluster=testnet',
    );
  });

  it('a network without an explorer gets no link', () => {
    const { blockExplorers: _unused, ...local } = catalogue('eip155:1');
    expect(addressExplorerUrl(local, ADDRESS)).toBeUndefined();
    expect(transactionExplorerUrl(local, HASH)).toBeUndefined();
  });

  it('an explorer that is not https gets no link', () => {
    for (const url of [
      'http://etherscan.io',
      'javascript:alert(1)//',
      'https://user:pw@etherscan.io',
      'not a url',
    ]) {
      const network = { ...catalogue('eip155:1'), blockExplorers: { default: { name: 'X', url } } };
      expect(addressExplorerUrl(network, ADDRESS), url).toBeUndefined();
    }
  });

  it('an explorer path prefix is kept and the value cannot add path or query syntax', () => {
    const network = {
      ...catalogue('eip155:1'),
      blockExplorers: { default: { name: 'X', url: 'https://x.example/eth/' } },
    };
    expect(transactionExplorerUrl(network, '../?a=b#c')).toBe(
      'https://x.example/eth/tx/..%2F%3Fa%3Db%23c',
    );
  });

  it('families whose explorer paths the kit does not know get no link', () => {
    const polkadot = catalogue('polkadot:91b171bb158e2d3848fa23a9f1c25182');
    expect(addressExplorerUrl(polkadot, '1abc')).toBeUndefined();
  });
});
