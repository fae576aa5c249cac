import { describe, expect, it } from 'vitest';
import type { FeeEstimate, TokenBalance } from '../wallet-types.js';
import {
  SEND_MESSAGES,
  SendValidationError,
  checkNetworkFee,
  validateSendForm,
} from './validation.js';

const RECEIVER = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const SOL: TokenBalance = {
  symbol: 'SOL',
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  quantity: { decimals: '9', numeric: '1' },
};
const TOKEN: TokenBalance = {
  symbol: 'USDC',
  chainId: SOL.chainId,
  address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  quantity: { decimals: '6', numeric: '100' },
};
/** What the Solana adapter's estimate says: its fee and the rent-exempt minimum of an account. */
const FEE: FeeEstimate = { fee: '0.000005', symbol: 'SOL', minimumBalance: '0.00089088' };

/** The message `checkNetworkFee` refuses with, or undefined when it lets the send through. */
function refusal(
  form: { token: TokenBalance; amount: string },
  fee: FeeEstimate,
  nativeBalance: TokenBalance = SOL,
): string | undefined {
  try {
    checkNetworkFee(
      { token: form.token, sendTokenAmount: form.amount, receiverAddress: RECEIVER },
      fee,
      nativeBalance,
    );
    return undefined;
  } catch (error) {
    if (!(error instanceof SendValidationError)) throw error;
    return error.message;
  }
}

describe('a native send leaves the sender nothing or at least the minimum balance', () => {
  it('leaving nothing passes: all but the fee is sent', () => {
    expect(refusal({ token: SOL, amount: '0.999995' }, FEE)).toBeUndefined();
  });

  it('leaving exactly the minimum passes', () => {
    expect(refusal({ token: SOL, amount: '0.99910412' }, FEE)).toBeUndefined();
  });

  it('leaving more than nothing but less than the minimum is refused, naming the minimum and the most that passes', () => {
    expect(refusal({ token: SOL, amount: '0.9995' }, FEE)).toBe(
      'This would leave less than 0.00089088 SOL, which the network does not allow. ' +
        'Send at most 0.99910412 SOL, or use Max to send everything.',
    );
    // One lamport under what leaves the minimum.
    expect(refusal({ token: SOL, amount: '0.999104121' }, FEE)).toMatch(/^This would leave less/);
  });

  it('when no amount leaves the minimum, only sending everything is offered', () => {
    // The fee alone takes this balance below the minimum.
    const small = { ...SOL, quantity: { decimals: '9', numeric: '0.000894' } };
    expect(refusal({ token: small, amount: '0.0001' }, FEE, small)).toBe(
      'This would leave less than 0.00089088 SOL, which the network does not allow. ' +
        'Use Max to send everything.',
    );
  });

  it('a network without a minimum balance lets any remainder through', () => {
    const { minimumBalance: _, ...noMinimum } = FEE;
    expect(refusal({ token: SOL, amount: '0.9995' }, noMinimum)).toBeUndefined();
  });

  it('an amount the fee does not fit beside is refused for the fee first', () => {
    expect(refusal({ token: SOL, amount: '1' }, FEE)).toBe(
      'Not enough to pay the network fee (≈ 0.000005 SOL) on top of this amount. Max sends all but the fee.',
    );
  });
});

describe('a native send to a receiver that holds nothing gives it at least the minimum balance', () => {
  const NEW: FeeEstimate = { ...FEE, receiverIsNew: true };

  it('less than the minimum to a new receiver is refused, naming the minimum', () => {
    expect(refusal({ token: SOL, amount: '0.00089087' }, NEW)).toBe(
      'This address holds nothing yet, and a new account must receive at least 0.00089088 SOL.',
    );
  });

  it('exactly the minimum to a new receiver passes', () => {
    expect(refusal({ token: SOL, amount: '0.00089088' }, NEW)).toBeUndefined();
  });

  it('any amount to a receiver that already holds some passes', () => {
    expect(refusal({ token: SOL, amount: '0.000000001' }, FEE)).toBeUndefined();
  });

  it("the receiver's rule is said before the sender's remainder", () => {
    const small = { ...SOL, quantity: { decimals: '9', numeric: '0.0009' } };
    expect(refusal({ token: small, amount: '0.0000001' }, NEW, small)).toBe(
      'This address holds nothing yet, and a new account must receive at least 0.00089088 SOL.',
    );
  });
});

describe('a native send to the sender itself leaves the balance lower by the fee alone', () => {
  const TO_ITSELF: FeeEstimate = { ...FEE, receiverIsSender: true };

  it('an amount that would leave less than the minimum elsewhere passes: it comes back', () => {
    expect(refusal({ token: SOL, amount: '0.9995' }, TO_ITSELF)).toBeUndefined();
  });

  it('a fee that alone leaves less than the minimum is refused, naming the fee and the minimum', () => {
    const small = { ...SOL, quantity: { decimals: '9', numeric: '0.000894' } };
    expect(refusal({ token: small, amount: '0.0001' }, TO_ITSELF, small)).toBe(
      'After the network fee (≈ 0.000005 SOL) less than 0.00089088 SOL would be left, ' +
        'which the network does not allow.',
    );
  });

  it('the amount and the fee must still fit in the balance', () => {
    expect(refusal({ token: SOL, amount: '1' }, TO_ITSELF)).toMatch(/^Not enough to pay/);
  });
});

describe("a token send leaves the sender's native balance at nothing or at least the minimum", () => {
  it('a fee that leaves less than the minimum is refused, naming the fee and the minimum', () => {
    const held = { ...SOL, quantity: { decimals: '9', numeric: '0.00089' } };
    expect(refusal({ token: TOKEN, amount: '1' }, FEE, held)).toBe(
      'After the network fee (≈ 0.000005 SOL) less than 0.00089088 SOL would be left, ' +
        'which the network does not allow.',
    );
  });

  it('a fee and a new token account rent that take the whole native balance pass', () => {
    const held = { ...SOL, quantity: { decimals: '9', numeric: '0.00204428' } };
    const withRent = { ...FEE, accountRent: '0.00203928' };
    expect(refusal({ token: TOKEN, amount: '1' }, withRent, held)).toBeUndefined();
  });

  it('a fee that leaves the minimum or more passes', () => {
    expect(refusal({ token: TOKEN, amount: '100' }, FEE)).toBeUndefined();
  });

  it('a fee the native balance cannot pay is refused for the fee first', () => {
    const held = { ...SOL, quantity: { decimals: '9', numeric: '0.000001' } };
    expect(refusal({ token: TOKEN, amount: '1' }, FEE, held)).toBe(
      'Not enough to pay the network fee (≈ 0.000005 SOL).',
    );
  });
});

describe('an eip155 receiver written in mixed case must keep its EIP-55 checksum', () => {
  const ETH: TokenBalance = {
    symbol: 'ETH',
    chainId: 'eip155:1',
    quantity: { decimals: '18', numeric: '1' },
  };
  const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const check = (receiverAddress: string) => () =>
    validateSendForm({ token: ETH, sendTokenAmount: '0.1', receiverAddress }, 'eip155', {
      canResolveNames: true,
      canResolveAccountNames: true,
    });

  it('a mistyped digit or a letter in the wrong case is "Invalid address"', () => {
    expect(check(`${CHECKSUMMED.slice(0, -1)}9`)).toThrow(SEND_MESSAGES.INVALID_ADDRESS);
    expect(check(CHECKSUMMED.replace('C5', 'c5'))).toThrow(SEND_MESSAGES.INVALID_ADDRESS);
  });

  it('the checksummed form and the all-lower-case form pass', () => {
    expect(check(CHECKSUMMED)).not.toThrow();
    expect(check(CHECKSUMMED.toLowerCase())).not.toThrow();
  });
});
