import { describe, expect, it } from 'vitest';
import { httpStatusError } from '../chain-errors.js';
import { KitError, wrapKitError } from './kit-error.js';

describe('error wrapping', () => {
  it('an error nobody classified is an internal error of the kit', () => {
    expect(wrapKitError(new Error('boom')).category).toBe('INTERNAL_SDK_ERROR');
    expect(wrapKitError('plain text').category).toBe('INTERNAL_SDK_ERROR');
  });

  it('an error with a wallet or JSON-RPC code is a wallet error', () => {
    const error = Object.assign(new Error('Unsupported method'), { code: 4200 });
    expect(wrapKitError(error).category).toBe('WALLET_ERROR');
  });

  it('a refused HTTP call is a network error', () => {
    expect(wrapKitError(httpStatusError(502)).category).toBe('NETWORK_ERROR');
  });

  it('keeps the message and stack, and wraps only once', () => {
    const original = new Error('boom');
    const wrapped = wrapKitError(original, 'WALLET_ERROR');
    expect(wrapped).toBeInstanceOf(KitError);
    expect(wrapped.message).toBe('boom');
    expect(wrapped.stack).toBe(original.stack);
    expect(wrapped.cause).toBe(original);
    expect(wrapKitError(wrapped)).toBe(wrapped);
  });

  it('an error without a message reads "Unknown error"', () => {
    expect(wrapKitError({}).message).toBe('Unknown error');
  });
});
