import { describe, expect, it } from 'vitest';
import { unsupportedWalletCall, WalletCallError } from './errors.js';
import { toWalletCallError } from './to-wallet-call-error.js';

const rpc = (code: number, message = 'wallet error') => ({ code, message });

describe('wallet call errors', () => {
  it('a 4001 or a 5000 from the wallet is a rejection, nested or not', () => {
    for (const error of [rpc(4001), rpc(5000), new Error('x', { cause: rpc(4001) })]) {
      const mapped = toWalletCallError('signTypedData', error);
      expect(mapped).toBeInstanceOf(WalletCallError);
      expect(mapped.category).toBe('rejected');
      expect(mapped.name).toBe('UserRejectedRequestError');
      expect(mapped.call).toBe('signTypedData');
    }
  });

  it('JSON-RPC codes -32700 to -32603 and -32000 to -32006 are named network or transaction errors', () => {
    expect(toWalletCallError('sendTransaction', rpc(-32700, '')).name).toBe('ParseRpcError');
    expect(toWalletCallError('sendTransaction', rpc(-32603, '')).category).toBe('network');
    expect(toWalletCallError('sendTransaction', rpc(-32005, '')).name).toBe(
      'LimitExceededRpcError',
    );
    expect(toWalletCallError('sendTransaction', rpc(-32003, '')).category).toBe('transaction');
  });

  it('a wallet without the method answers a clear "not supported by this wallet"', () => {
    for (const code of [4200, -32601, -32004]) {
      const mapped = toWalletCallError('sendCalls', rpc(code, 'Method not found'));
      expect(mapped.category).toBe('unsupported');
      expect(mapped.message).toBe('Sending a batch of calls is not supported by this wallet.');
      expect(mapped.code).toBe(code);
    }
  });

  it('provider codes 4100 and 4900 to 4902 are wallet errors', () => {
    for (const [code, name] of [
      [4100, 'UnauthorizedProviderError'],
      [4900, 'ProviderDisconnectedError'],
      [4901, 'ChainDisconnectedError'],
      [4902, 'SwitchChainError'],
    ] as const) {
      const mapped = toWalletCallError('sendTransaction', rpc(code));
      expect([mapped.name, mapped.category]).toEqual([name, 'wallet']);
    }
  });

  it('EIP-5792 codes 5700 to 5760 are named, and any other code in that range is a wallet error', () => {
    expect(toWalletCallError('sendCalls', rpc(5700)).category).toBe('unsupported');
    expect(toWalletCallError('sendCalls', rpc(5730)).name).toBe('UnknownBundleIdError');
    expect(toWalletCallError('sendCalls', rpc(5750)).category).toBe('rejected');
    expect(toWalletCallError('sendCalls', rpc(5760)).name).toBe('AtomicityNotSupportedError');
    expect(toWalletCallError('sendCalls', rpc(5745)).category).toBe('wallet');
  });

  it('node messages of the usual transaction faults are transaction errors', () => {
    for (const [message, name] of [
      ['execution reverted: ERC20: transfer amount exceeds balance', 'ExecutionRevertedError'],
      ['insufficient funds for gas * price + value', 'InsufficientFundsError'],
      [
        'Transaction results in an account (1) with insufficient funds for rent',
        'InsufficientFundsForRentError',
      ],
      ['nonce too low', 'NonceTooLowError'],
      ['max fee per gas less than block base fee', 'FeeCapTooLowError'],
      ['intrinsic gas too low', 'IntrinsicGasTooLowError'],
    ] as const) {
      const mapped = toWalletCallError('sendTransaction', rpc(-32000, message));
      expect([mapped.name, mapped.category]).toEqual([name, 'transaction']);
    }
  });

  it('an unrecognised error is an internal error reading "Unknown error", its text kept as detail', () => {
    const mapped = toWalletCallError('signTransaction', new Error('boom inside a library'));
    expect(mapped.category).toBe('internal');
    expect(mapped.message).toBe('Unknown error');
    expect(mapped.detail).toBe('boom inside a library');
  });

  it('an unsupported call by a family names the family', () => {
    expect(unsupportedWalletCall('signTypedData', { family: 'Solana' }).message).toBe(
      'Signing typed data is not supported by Solana wallets in this kit.',
    );
  });
});
