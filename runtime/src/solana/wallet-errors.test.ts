import { describe, expect, test } from 'vitest';
import { isUserRejection } from '../core/errors.js';
import { toWalletError } from './wallet-errors.js';

describe('wallet error mapping', () => {
  test('a plain wallet error saying the user rejected gets code 4001 and keeps its message', () => {
    const original = new Error('User rejected the request.');
    const error = toWalletError(original, 'solana:signMessage');
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(error.cause).toBe(original);
    expect(isUserRejection(error)).toBe(true);
  });

  test.each(['Approval Denied', 'Transaction cancelled by user', 'User declined to sign'])(
    'the rejection wording "%s" is recognised',
    (message) => {
      expect(isUserRejection(toWalletError(new Error(message), 'x'))).toBe(true);
    },
  );

  test('a rejection thrown as a string becomes an Error with code 4001', () => {
    const error = toWalletError('User rejected the request', 'standard:connect');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request' });
  });

  test('an error the wallet already coded is kept as it is', () => {
    const original = Object.assign(new Error('User disapproved'), { code: 5000 });
    expect(toWalletError(original, 'x')).toBe(original);
  });

  test('a failure that is not the visitor choosing gets no rejection code', () => {
    const original = new Error('Transaction rejected by the node: blockhash not found');
    const error = toWalletError(original, 'solana:signAndSendTransaction');
    expect(error).toBe(original);
    expect(isUserRejection(error)).toBe(false);
  });
});
