import { describe, expect, it } from 'vitest';
import { createInitialAccountState } from './account.js';
import { formatBalance, formatBalanceWithSymbol } from './balance-format.js';

describe('balance display: truncate to 3 decimals', () => {
  it('truncates to 3 decimals and never rounds', () => {
    expect(formatBalance('9999.99999')).toBe('9999.999');
    expect(formatBalance('0.1239')).toBe('0.123');
  });

  it('shows "0" for a zero balance', () => {
    expect(formatBalance('0')).toBe('0');
    expect(formatBalance('0.000')).toBe('0');
  });

  it('drops trailing zeros so whole amounts read as whole ("10000.0" → "10000")', () => {
    expect(formatBalance('10000.0')).toBe('10000');
    expect(formatBalance('1.500')).toBe('1.5');
    expect(formatBalance('1.0001')).toBe('1');
  });

  it('shows "<0.001" for a positive amount below the smallest shown unit', () => {
    expect(formatBalance('0.0009')).toBe('<0.001');
    expect(formatBalance('0.000000000000000001')).toBe('<0.001');
  });

  it('takes another number of decimals', () => {
    expect(formatBalance('1.23456', 2)).toBe('1.23');
    expect(formatBalance('1.99', 0)).toBe('1');
  });

  it('an unknown balance is not zero: no balance formats as nothing, never "0"', () => {
    expect(formatBalance(undefined)).toBe('');
    expect(formatBalance('')).toBe('');
  });

  it('returns input that is not a number unchanged', () => {
    expect(formatBalance('abc')).toBe('abc');
    expect(formatBalance('1e18')).toBe('1e18');
  });

  it('formats with the symbol, and is empty before any balance was read', () => {
    expect(formatBalanceWithSymbol({ balance: '9999.99999', balanceSymbol: 'ETH' })).toBe(
      '9999.999 ETH',
    );
    expect(formatBalanceWithSymbol({ balance: undefined, balanceSymbol: 'ETH' })).toBe('');
  });
});

describe('account state', () => {
  it('starts disconnected on the first tab with no address', () => {
    expect(createInitialAccountState()).toEqual({
      currentTab: 0,
      balanceLoading: false,
      status: 'disconnected',
    });
  });
});
