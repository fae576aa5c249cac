import { describe, expect, it } from 'vitest';
import {
  buildCaipAddress,
  buildCaipNetworkId,
  createUnsupportedNetwork,
  findNetwork,
  isAddressOfNamespace,
  isCaipAddress,
  isEvmAddress,
  isSolanaAddress,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.js';
import { EVM_ADDRESS, MAINNET, POLYGON, SOLANA, SOLANA_ADDRESS } from './testing/test-support.js';

describe('CAIP ids (CAIP address, CAIP network)', () => {
  it('a CAIP address is namespace:chainId:address', () => {
    expect(buildCaipAddress(MAINNET, EVM_ADDRESS)).toBe(`eip155:1:${EVM_ADDRESS}`);
    expect(buildCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', SOLANA_ADDRESS)).toBe(
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`,
    );
  });

  it('parses a CAIP address back into its parts', () => {
    expect(parseCaipAddress(`eip155:137:${EVM_ADDRESS}`)).toEqual({
      namespace: 'eip155',
      chainId: '137',
      address: EVM_ADDRESS,
    });
  });

  it('parsing an invalid CAIP address throws a clear error', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrow('Invalid CAIP address: "eip155:1"');
  });

  it('builds and parses CAIP-2 network ids', () => {
    expect(buildCaipNetworkId('eip155', 10)).toBe('eip155:10');
    expect(parseCaipNetworkId('eip155:10')).toEqual({ namespace: 'eip155', chainId: '10' });
    expect(() => parseCaipNetworkId('tron:1')).toThrow('Invalid CAIP network id: "tron:1"');
    expect(() => parseCaipNetworkId('eip155')).toThrow('Invalid CAIP network id');
  });

  it('finds a configured network by the chain id a wallet reports (number or string)', () => {
    const networks = [MAINNET, POLYGON, SOLANA];
    expect(findNetwork(networks, 'eip155', 137)).toBe(POLYGON);
    expect(findNetwork(networks, 'eip155', '137')).toBe(POLYGON);
    expect(findNetwork(networks, 'solana', SOLANA.id)).toBe(SOLANA);
    expect(findNetwork(networks, 'eip155', 10)).toBeUndefined();
  });

  it('an unconfigured chain becomes an "Unknown Network" with its CAIP id', () => {
    expect(createUnsupportedNetwork('eip155', 10)).toMatchObject({
      id: 10,
      caipNetworkId: 'eip155:10',
      chainNamespace: 'eip155',
      name: 'Unknown Network',
    });
  });
});

describe('address validation', () => {
  it('an EVM address is an optional 0x prefix then 40 hex characters', () => {
    expect(isEvmAddress(EVM_ADDRESS)).toBe(true);
    expect(isEvmAddress(EVM_ADDRESS.slice(2))).toBe(true);
    expect(isEvmAddress(EVM_ADDRESS.slice(0, -1))).toBe(false);
    expect(isEvmAddress(`${EVM_ADDRESS}0`)).toBe(false);
    expect(isEvmAddress('0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
  });

  it('a Solana address is 32 to 44 base58 characters', () => {
    expect(isSolanaAddress(SOLANA_ADDRESS)).toBe(true);
    expect(isSolanaAddress('1'.repeat(32))).toBe(true);
    expect(isSolanaAddress('1'.repeat(31))).toBe(false);
    expect(isSolanaAddress('1'.repeat(45))).toBe(false);
    expect(isSolanaAddress(`0${SOLANA_ADDRESS.slice(1)}`)).toBe(false);
    expect(isSolanaAddress(`l${SOLANA_ADDRESS.slice(1)}`)).toBe(false);
  });

  it("an address is checked against its own namespace's format, and another family's address is invalid", () => {
    expect(isAddressOfNamespace(EVM_ADDRESS, 'eip155')).toBe(true);
    expect(isAddressOfNamespace(SOLANA_ADDRESS, 'solana')).toBe(true);
    expect(isAddressOfNamespace(SOLANA_ADDRESS, 'eip155')).toBe(false);
    expect(isAddressOfNamespace('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toBe(true);
    expect(isAddressOfNamespace(EVM_ADDRESS, 'bip122')).toBe(false);
  });

  it('a CAIP address has three non-empty colon parts with a known namespace', () => {
    expect(isCaipAddress(`eip155:1:${EVM_ADDRESS}`)).toBe(true);
    expect(isCaipAddress(`cosmos:cosmoshub-4:cosmos1abc`)).toBe(true);
    expect(isCaipAddress(`eip155::${EVM_ADDRESS}`)).toBe(false);
    expect(isCaipAddress(`eip155:1`)).toBe(false);
    expect(isCaipAddress(`eip155:1:${EVM_ADDRESS}:x`)).toBe(false);
    expect(isCaipAddress(`tron:1:${EVM_ADDRESS}`)).toBe(false);
  });
});
