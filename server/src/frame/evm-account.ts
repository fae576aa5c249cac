/**
 * viem's account for the visitor's EVM key, made when something is to be signed (viem's signing
 * and transaction code is not part of the frame's first load; see evm-key.ts). One account per
 * key, kept while the key is.
 */
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { EvmKey } from './evm-key.js';

const accounts = new WeakMap<EvmKey, PrivateKeyAccount>();

export function evmAccount(key: EvmKey): PrivateKeyAccount {
  let account = accounts.get(key);
  if (!account) {
    account = privateKeyToAccount(key.privateKey);
    accounts.set(key, account);
  }
  return account;
}
