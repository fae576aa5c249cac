import { describe, expect, it } from 'vitest';
import { buildNamespaces } from './namespaces.js';
import { BITCOIN, COSMOS, MAINNET, POLKADOT, POLYGON, SOLANA } from './testing/test-networks.js';

describe('namespaces requested from the configured networks', () => {
  it('eip155 networks become one eip155 namespace with CAIP-2 chains in config order', () => {
    const { eip155 } = buildNamespaces([POLYGON, MAINNET]);
    expect(eip155?.chains).toEqual(['eip155:137', 'eip155:1']);
  });

  it('eip155 asks for signing, sending and chain switching methods and both events', () => {
    const { eip155 } = buildNamespaces([MAINNET]);
    expect(eip155?.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_sendTransaction',
        'eth_signTypedData_v4',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ]),
    );
    expect(eip155?.events).toEqual(['accountsChanged', 'chainChanged']);
  });

  it('solana asks for message and transaction signing', () => {
    const { solana } = buildNamespaces([SOLANA]);
    expect(solana?.chains).toEqual([SOLANA.caipNetworkId]);
    expect(solana?.methods).toEqual(
      expect.arrayContaining([
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
      ]),
    );
  });

  it('polkadot, bip122 and cosmos ask for their signing methods', () => {
    const namespaces = buildNamespaces([POLKADOT, BITCOIN, COSMOS]);
    expect(namespaces.polkadot?.methods).toEqual([
      'polkadot_signMessage',
      'polkadot_signTransaction',
    ]);
    expect(namespaces.bip122?.methods).toEqual(
      expect.arrayContaining(['signMessage', 'signPsbt', 'sendTransfer']),
    );
    expect(namespaces.cosmos?.methods).toEqual(
      expect.arrayContaining(['cosmos_signDirect', 'cosmos_signAmino']),
    );
    expect(namespaces.cosmos?.chains).toEqual(['cosmos:cosmoshub-4']);
  });

  it('every chain has an rpcMap entry to its configured RPC, so no vendor RPC is used', () => {
    const namespaces = buildNamespaces([MAINNET, POLYGON, SOLANA, COSMOS]);
    expect(namespaces.eip155?.rpcMap).toEqual({
      '1': 'http://127.0.0.1:8545',
      '137': 'http://127.0.0.1:8546',
    });
    expect(namespaces.solana?.rpcMap).toEqual({
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899',
    });
    expect(namespaces.cosmos?.rpcMap).toEqual({ 'cosmoshub-4': 'http://127.0.0.1:26657' });
  });

  it('only families with configured networks are requested', () => {
    expect(Object.keys(buildNamespaces([SOLANA, MAINNET]))).toEqual(['solana', 'eip155']);
  });

  it('the same network twice is requested once', () => {
    expect(buildNamespaces([MAINNET, MAINNET]).eip155?.chains).toEqual(['eip155:1']);
  });
});
