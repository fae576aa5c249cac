import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNTS } from './anvil.js';

describe('anvil dev accounts', () => {
  it.each(ANVIL_ACCOUNTS.map((account, index) => [index, account] as const))(
    'the private key of account %i signs for its address',
    (_index, account) => {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
    },
  );
});
