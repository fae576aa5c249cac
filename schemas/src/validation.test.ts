import { describe, expect, it } from 'vitest';
import { isAddressOfNamespace } from './address-validation.js';
import { isCaipAddress, isCaipNetworkId, isEvmAddress, isSolanaAddress } from './validation.js';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

describe('EVM address', () => {
  it('accepts 0x then 40 hex characters', () => {
    expect(isEvmAddress(EVM)).toBe(true);
  });
  it('accepts 40 hex characters without the 0x prefix', () => {
    expect(isEvmAddress(EVM.slice(2))).toBe(true);
  });
  it('refuses 39 or 41 hex characters', () => {
    expect(isEvmAddress(EVM.slice(0, -1))).toBe(false);
    expect(isEvmAddress(`${EVM}a`)).toBe(false);
  });
  it('refuses non-hex characters and non-strings', () => {
    expect(isEvmAddress(`${EVM.slice(0, -1)}g`)).toBe(false);
    expect(isEvmAddress(undefined)).toBe(false);
  });
});

describe('Solana address', () => {
  it('accepts 32 to 44 base58 characters', () => {
    expect(isSolanaAddress(SOLANA)).toBe(true);
    expect(isSolanaAddress('1'.repeat(32))).toBe(true);
    expect(isSolanaAddress('z'.repeat(44))).toBe(true);
  });
  it('refuses 31 or 45 characters', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false);
    expect(isSolanaAddress('1'.repeat(45))).toBe(false);
  });
  it('refuses characters outside base58 (0, O, I, l)', () => {
    for (const excluded of ['0', 'O', 'I', 'l']) {
      expect(isSolanaAddress(`${SOLANA.slice(0, -1)}${excluded}`)).toBe(false);
    }
  });
});

describe('address of a namespace', () => {
  it('checks eip155 and solana addresses by their own rule', () => {
    expect(isAddressOfNamespace(EVM, 'eip155')).toBe(true);
    expect(isAddressOfNamespace(SOLANA, 'eip155')).toBe(false);
    expect(isAddressOfNamespace(SOLANA, 'solana')).toBe(true);
  });
  it('refuses an address of another family', () => {
    expect(isAddressOfNamespace(SOLANA, 'polkadot')).toBe(false);
    expect(isAddressOfNamespace(EVM, 'bip122')).toBe(false);
    expect(isAddressOfNamespace(EVM, 'cosmos')).toBe(false);
  });
});

describe('CAIP address', () => {
  it('accepts three non-empty colon parts with a known namespace', () => {
    expect(isCaipAddress(`eip155:1:${EVM}`)).toBe(true);
    expect(isCaipAddress(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA}`)).toBe(true);
  });
  it('refuses an unknown namespace', () => {
    expect(isCaipAddress(`tron:1:${EVM}`)).toBe(false);
  });
  it('refuses an empty part', () => {
    expect(isCaipAddress('eip155::0xabc')).toBe(false);
    expect(isCaipAddress('eip155:1:')).toBe(false);
  });
  it('refuses two or four parts', () => {
    expect(isCaipAddress('eip155:1')).toBe(false);
    expect(isCaipAddress(`eip155:1:${EVM}:x`)).toBe(false);
  });
});

describe('CAIP network id', () => {
  it('accepts a known namespace and a chain reference', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true);
    expect(isCaipNetworkId('cosmos:cosmoshub-4')).toBe(true);
  });
  it('refuses an unknown namespace, a missing reference or extra parts', () => {
    expect(isCaipNetworkId('tron:1')).toBe(false);
    expect(isCaipNetworkId('eip155:')).toBe(false);
    expect(isCaipNetworkId('eip155')).toBe(false);
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false);
  });
  it('refuses a reference longer than 32 characters', () => {
    expect(isCaipNetworkId(`solana:${'a'.repeat(33)}`)).toBe(false);
  });
});
