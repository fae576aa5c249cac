import { encodeAddress } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { isAddressOfChain, isAddressOfNamespace } from '../address-validation.js';
import { isCaipAddress } from '../validation.js';
import {
  isBip122Address,
  isCosmosAddress,
  isPolkadotAddress,
  ss58PrefixOf,
  withSs58Prefix,
} from './family-addresses.js';

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const MAINNET = {
  p2pkh: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  p2wpkh: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  p2tr: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
};
const TESTNET = {
  p2pkh: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  p2sh: '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
  p2wpkh: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
};
// Alice's development key under the generic (42) and the Polkadot (0) prefix.
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
// One 20-byte key hash under the Cosmos Hub and the Osmosis prefix.
const COSMOS = 'cosmos1qqrsu9guyv4rzwplgex4gkmzd9c8wl59jy3rft';
const OSMO = 'osmo1qqrsu9guyv4rzwplgex4gkmzd9c8wl596lznle';

/** The same text with one character changed (the checksum no longer matches). */
function corrupt(address: string, at = address.length - 3): string {
  const replacement = address[at] === 'q' ? 'p' : address[at] === '2' ? '3' : 'q';
  return address.slice(0, at) + replacement + address.slice(at + 1);
}

describe('Bitcoin address', () => {
  it('accepts base58check P2PKH and P2SH and bech32 / bech32m segwit and taproot addresses', () => {
    for (const address of Object.values(MAINNET))
      expect(isBip122Address(address), address).toBe(true);
    for (const address of Object.values(TESTNET))
      expect(isBip122Address(address), address).toBe(true);
  });
  it('refuses an address whose checksum does not match', () => {
    for (const address of [...Object.values(MAINNET), ...Object.values(TESTNET)]) {
      expect(isBip122Address(corrupt(address)), address).toBe(false);
    }
  });
  it('refuses a taproot address encoded with bech32 instead of bech32m', () => {
    expect(isBip122Address('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd')).toBe(
      false,
    );
  });
  it('accepts on a network only addresses of that network (mainnet or testnet prefix)', () => {
    for (const address of Object.values(MAINNET)) {
      expect(isAddressOfChain(address, BITCOIN), address).toBe(true);
      expect(isAddressOfChain(address, BITCOIN_TESTNET), address).toBe(false);
    }
    for (const address of Object.values(TESTNET)) {
      expect(isAddressOfChain(address, BITCOIN_TESTNET), address).toBe(true);
      expect(isAddressOfChain(address, BITCOIN), address).toBe(false);
    }
  });
});

describe('Polkadot address', () => {
  it('accepts an SS58 address and reads its prefix', () => {
    expect(ss58PrefixOf(ALICE_GENERIC)).toBe(42);
    expect(ss58PrefixOf(ALICE_POLKADOT)).toBe(0);
    expect(isAddressOfNamespace(ALICE_POLKADOT, 'polkadot')).toBe(true);
  });
  it('refuses an SS58 address whose checksum does not match', () => {
    expect(isPolkadotAddress(corrupt(ALICE_GENERIC))).toBe(false);
    expect(isPolkadotAddress(corrupt(ALICE_POLKADOT))).toBe(false);
  });
  it('refuses an address of another prefix when one is asked for', () => {
    expect(isPolkadotAddress(ALICE_GENERIC, 0)).toBe(false);
    expect(isPolkadotAddress(ALICE_POLKADOT, 0)).toBe(true);
  });
  it('writes the same account in another network format', () => {
    expect(withSs58Prefix(ALICE_GENERIC, 0)).toBe(ALICE_POLKADOT);
    expect(withSs58Prefix(ALICE_POLKADOT, 42)).toBe(ALICE_GENERIC);
    // Two-byte prefixes (64 and above) as the reference library writes them.
    for (const prefix of [2, 63, 64, 255, 1284, 16383]) {
      expect(withSs58Prefix(ALICE_POLKADOT, prefix), `prefix ${prefix}`).toBe(
        encodeAddress(ALICE_POLKADOT, prefix),
      );
    }
    expect(withSs58Prefix(corrupt(ALICE_GENERIC), 0)).toBeUndefined();
  });
});

describe('Cosmos address', () => {
  it('accepts a bech32 account address', () => {
    expect(isAddressOfNamespace(COSMOS, 'cosmos')).toBe(true);
    expect(isAddressOfNamespace(OSMO, 'cosmos')).toBe(true);
  });
  it('refuses a bech32 address whose checksum does not match', () => {
    expect(isCosmosAddress(corrupt(COSMOS))).toBe(false);
  });
  it("accepts on a chain only addresses with the chain's prefix", () => {
    expect(isAddressOfChain(COSMOS, 'cosmos:cosmoshub-4')).toBe(true);
    expect(isAddressOfChain(OSMO, 'cosmos:cosmoshub-4')).toBe(false);
    expect(isAddressOfChain(OSMO, 'cosmos:osmosis-1')).toBe(true);
  });
});

describe('CAIP address of the three families', () => {
  it('accepts a bip122, polkadot and cosmos account id', () => {
    expect(isCaipAddress(`${BITCOIN}:${MAINNET.p2wpkh}`)).toBe(true);
    expect(isCaipAddress(`polkadot:91b171bb158e2d3848fa23a9f1c25182:${ALICE_POLKADOT}`)).toBe(true);
    expect(isCaipAddress(`cosmos:cosmoshub-4:${COSMOS}`)).toBe(true);
  });
});
