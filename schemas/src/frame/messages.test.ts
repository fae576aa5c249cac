import { describe, expect, it } from 'vitest';
import { FRAME_CHANNEL, parseFrameMessage, parseFrameRequest } from './messages.js';
import { isApprovalRpcMethod, isSafeRpcMethod } from './rpc-methods.js';

const request = (type: string, payload: unknown, id = 'a1b2c3d4-0000') => ({
  channel: FRAME_CHANNEL,
  id,
  type,
  payload,
});

describe('frame requests', () => {
  it('a request of a known type with its payload parses', () => {
    expect(parseFrameRequest(request('connectEmail', { email: 'ada@example.com' }))).toEqual(
      request('connectEmail', { email: 'ada@example.com' }),
    );
    expect(
      parseFrameRequest(request('rpcRequest', { method: 'personal_sign', params: ['0x'] })),
    ).toBeDefined();
  });

  it('an unknown type is rejected', () => {
    expect(parseFrameRequest(request('exportPrivateKey', {}))).toBeUndefined();
  });

  it('a malformed payload is rejected: a code that is not 6 digits, an email that is not one', () => {
    expect(parseFrameRequest(request('connectOtp', { otp: '12345' }))).toBeUndefined();
    expect(parseFrameRequest(request('connectEmail', { email: 'not an email' }))).toBeUndefined();
  });

  it('a message without the channel or the request id is rejected', () => {
    expect(parseFrameRequest({ ...request('signOut', {}), channel: 'other' })).toBeUndefined();
    expect(parseFrameRequest(request('signOut', {}, ''))).toBeUndefined();
  });

  it('anything that is not an object never throws', () => {
    for (const value of [null, undefined, 1, 'x', [], () => 1, Symbol('s')]) {
      expect(parseFrameRequest(value)).toBeUndefined();
    }
  });

  it('a message over one megabyte is rejected', () => {
    const huge = request('rpcRequest', { method: 'eth_call', params: ['x'.repeat(1024 * 1024)] });
    expect(parseFrameRequest(huge)).toBeUndefined();
  });
});

describe('frame messages', () => {
  it('ready, success and error with the request id parse', () => {
    expect(parseFrameMessage({ channel: FRAME_CHANNEL, type: 'ready' })).toBeDefined();
    expect(
      parseFrameMessage({ channel: FRAME_CHANNEL, type: 'success', id: 'a1b2c3d4', payload: 1 }),
    ).toBeDefined();
    expect(
      parseFrameMessage({
        channel: FRAME_CHANNEL,
        type: 'error',
        id: 'a1b2c3d4',
        message: 'no',
        code: 4001,
      }),
    ).toBeDefined();
  });

  it('an answer without an id, or an error without a message, is rejected', () => {
    expect(parseFrameMessage({ channel: FRAME_CHANNEL, type: 'success' })).toBeUndefined();
    expect(
      parseFrameMessage({ channel: FRAME_CHANNEL, type: 'error', id: 'a1b2c3d4' }),
    ).toBeUndefined();
  });
});

describe('RPC method lists', () => {
  it('signing methods need approval, reads are safe, and no method is both', () => {
    expect(isApprovalRpcMethod('eth_sendTransaction')).toBe(true);
    expect(isSafeRpcMethod('eth_getBalance')).toBe(true);
    expect(isSafeRpcMethod('eth_sendTransaction')).toBe(false);
    expect(isApprovalRpcMethod('eth_sign')).toBe(false);
    expect(isSafeRpcMethod('eth_sign')).toBe(false);
  });
});
