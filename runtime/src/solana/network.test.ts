import { NETWORK_CATALOGUE } from '@wallet-kit/schemas';
import { describe, expect, test } from 'vitest';
import { walletChainFor, walletSupportsNetwork } from './network.js';

const network = (id: string) => NETWORK_CATALOGUE.find((entry) => entry.caipNetworkId === id)!;
const devnet = network('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
const mainnet = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');

describe('Solana chains as wallets name them', () => {
  test('a catalogue cluster is named to the wallet by its Wallet Standard cluster name', () => {
    expect(walletChainFor(devnet, ['solana:mainnet', 'solana:devnet'])).toBe('solana:devnet');
    expect(walletChainFor(mainnet, [])).toBe('solana:mainnet');
  });

  test('a wallet listing CAIP-2 chain ids is addressed by the CAIP-2 id', () => {
    expect(walletChainFor(devnet, [devnet.caipNetworkId])).toBe(devnet.caipNetworkId);
  });

  test('a wallet supports a network it lists under either name, and any network when it lists none', () => {
    expect(walletSupportsNetwork(['solana:devnet'], devnet)).toBe(true);
    expect(walletSupportsNetwork([devnet.caipNetworkId], devnet)).toBe(true);
    expect(walletSupportsNetwork(['solana:devnet'], mainnet)).toBe(false);
    expect(walletSupportsNetwork([], mainnet)).toBe(true);
  });
});
