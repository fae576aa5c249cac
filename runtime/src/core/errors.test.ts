import { describe, expect, it } from 'vitest';
import { failedToDisconnectChain } from './action-messages.js';
import { ERRORS, errorMessage, isUserRejection } from './errors.js';

const withCode = (code: number, message = 'x') => Object.assign(new Error(message), { code });

describe('user rejection: 4001 is user rejected, 5000 is also a rejection', () => {
  it('code 4001 is a user rejection', () => {
    expect(isUserRejection(withCode(4001))).toBe(true);
  });

  it('code 5000 is a user rejection', () => {
    expect(isUserRejection({ code: 5000, message: 'User disapproved' })).toBe(true);
  });

  it('a rejection nested in error.cause counts', () => {
    expect(
      isUserRejection(
        new Error('wrapped', { cause: new Error('again', { cause: withCode(4001) }) }),
      ),
    ).toBe(true);
  });

  it('a rejection nested in error.data.originalError counts', () => {
    expect(isUserRejection({ message: 'x', data: { originalError: { code: 5000 } } })).toBe(true);
  });

  it('other codes and values are not rejections', () => {
    expect(isUserRejection(withCode(4100))).toBe(false);
    expect(isUserRejection(new Error('User rejected'))).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
    expect(isUserRejection('4001')).toBe(false);
  });

  it('a cause cycle does not hang', () => {
    const a: { code: number; cause?: unknown } = { code: 1 };
    a.cause = a;
    expect(isUserRejection(a)).toBe(false);
  });
});

describe('error texts', () => {
  it('reads the wallet message, else a nested one, else "Unknown error"', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(new Error('', { cause: new Error('inner') }))).toBe('inner');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({})).toBe('Unknown error');
    expect(errorMessage(null)).toBe('Unknown error');
  });

  it('names the chain in a failed disconnect', () => {
    expect(failedToDisconnectChain('eip155', 'boom')).toBe(
      'Failed to disconnect chain eip155: boom',
    );
    expect(ERRORS.FAILED_TO_DISCONNECT).toBe('Failed to disconnect');
    expect(ERRORS.CHAIN_ADAPTER_NOT_FOUND).toBe('Chain adapter not found');
    expect(ERRORS.NETWORK_NOT_FOUND).toBe('Network not found');
  });
});
