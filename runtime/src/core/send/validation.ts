/**
 * Send form validation, with the messages the visitor reads. The checks run in a fixed order:
 * amount and receiver, then token, then the chain family; the rest (address format, amount
 * format, balance) follows so a visitor gets one clear reason at a time.
 */
import { familyCan, isAddressOfNamespace, isValidAccountName } from '@wallet-kit/schemas';
import type { ChainNamespace } from '../types.js';
import { formatBalance } from '../balance-format.js';
import { formatUnits } from '../units.js';
import type { FeeEstimate, TokenBalance } from '../wallet-types.js';
import { decimalPlaces, toUnits } from './decimal.js';

export const SEND_MESSAGES = {
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  INVALID_ADDRESS: 'Invalid address',
  /** The error text when an ENS-style name has no address. */
  NAME_NOT_RESOLVED: 'Error resolving name',
  INVALID_AMOUNT: 'Enter an amount greater than 0',
  TOO_MANY_DECIMALS: 'Too many decimals for this token',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
} as const;

/** What the network fee (with any account rent) reads as in a message, e.g. "0.000021 ETH". */
const feeText = (units: bigint, decimals: number, symbol: string) =>
  `${formatBalance(formatUnits(units, decimals), 6)} ${symbol}`;

/** The native amount plus its fee is more than the balance; Max sends what the fee leaves. */
export const notEnoughForAmountAndFee = (fee: string) =>
  `Not enough to pay the network fee (≈ ${fee}) on top of this amount. Max sends all but the fee.`;
/** A token send whose fee the native balance cannot pay. */
export const notEnoughForFee = (fee: string) => `Not enough to pay the network fee (≈ ${fee}).`;
/**
 * A native send that would leave more than nothing but less than the network's minimum balance;
 * `most` is the largest amount that leaves the minimum, absent when none does.
 */
export const leavesLessThanMinimum = (minimum: string, most?: string) =>
  `This would leave less than ${minimum}, which the network does not allow. ` +
  (most ? `Send at most ${most}, or use Max to send everything.` : 'Use Max to send everything.');
/** A token send whose fee (and rent) would leave the native balance under the minimum. */
export const feeLeavesLessThanMinimum = (fee: string, minimum: string) =>
  `After the network fee (≈ ${fee}) less than ${minimum} would be left, which the network does not allow.`;
/** A native send that would open the receiver's account with less than the minimum balance. */
export const newAccountBelowMinimum = (minimum: string) =>
  `This address holds nothing yet, and a new account must receive at least ${minimum}.`;

export class SendValidationError extends Error {
  override name = 'SendValidationError';
}

export interface SendForm {
  token?: TokenBalance;
  sendTokenAmount?: string;
  receiverAddress?: string;
}

/** A name a resolver could turn into an address (ENS style: has a dot, no spaces). */
export function looksLikeName(value: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)+$/.test(value.trim());
}

/** Throws a `SendValidationError` with the message of the first rule the form breaks. */
export function validateSendForm(
  form: SendForm,
  namespace: ChainNamespace | undefined,
  options: { canResolveNames: boolean; canResolveAccountNames?: boolean },
): void {
  const amount = form.sendTokenAmount?.trim() ?? '';
  const receiver = form.receiverAddress?.trim() ?? '';
  if (amount === '' || receiver === '') {
    throw new SendValidationError(SEND_MESSAGES.AMOUNT_AND_RECEIVER_REQUIRED);
  }
  if (!form.token) throw new SendValidationError(SEND_MESSAGES.TOKEN_REQUIRED);
  // Which families can send is their registry row's `send`.
  if (!namespace || !familyCan(namespace, 'send')) {
    throw new SendValidationError(SEND_MESSAGES.UNSUPPORTED_CHAIN);
  }
  const isName =
    familyCan(namespace, 'names') &&
    ((options.canResolveNames && looksLikeName(receiver)) ||
      (!!options.canResolveAccountNames && isValidAccountName(receiver)));
  if (!isAddressOfNamespace(receiver, namespace) && !isName) {
    throw new SendValidationError(SEND_MESSAGES.INVALID_ADDRESS);
  }
  const decimals = Number(form.token.quantity.decimals);
  if (decimalPlaces(amount) > decimals && /^\d*\.?\d*$/.test(amount)) {
    throw new SendValidationError(SEND_MESSAGES.TOO_MANY_DECIMALS);
  }
  const units = toUnits(amount, decimals);
  if (units === undefined || units <= 0n)
    throw new SendValidationError(SEND_MESSAGES.INVALID_AMOUNT);
  const held = toUnits(form.token.quantity.numeric, decimals);
  if (held !== undefined && units > held) {
    throw new SendValidationError(SEND_MESSAGES.INSUFFICIENT_BALANCE);
  }
}

/**
 * The network fee is paid in the native currency from the same balance: sending the whole ETH
 * or SOL balance passes the balance check and then fails at the wallet or node. With a fee
 * estimate, a native send must leave the fee (and any account rent the send locks), and a token
 * send needs the native balance to pay it; without one the wallet decides. Where the network
 * has a minimum balance (Solana's rent-exempt minimum), a native balance must end at 0 or at
 * least that, the sender's as the receiver's: the node refuses anything between after the
 * visitor signed. Throws a `SendValidationError` naming the fee or the minimum.
 */
export function checkNetworkFee(
  form: SendForm,
  fee: FeeEstimate | undefined,
  nativeBalance: TokenBalance | undefined,
): void {
  const token = form.token;
  if (!fee || !token) return;
  const native = token.address ? nativeBalance : token;
  if (!native) return;
  const decimals = Number(native.quantity.decimals);
  const feeUnits = toUnits(fee.fee, decimals);
  const rentUnits = toUnits(fee.accountRent ?? '0', decimals);
  const minimum = toUnits(fee.minimumBalance ?? '0', decimals);
  const held = toUnits(native.quantity.numeric, decimals);
  if (
    feeUnits === undefined ||
    rentUnits === undefined ||
    minimum === undefined ||
    held === undefined
  )
    return;
  const cost = feeUnits + rentUnits;
  const text = feeText(cost, decimals, fee.symbol);
  // The minimum is shown exactly: rounded, it could read as less than what passes.
  const exact = (units: bigint) => `${formatUnits(units, decimals)} ${fee.symbol}`;
  const belowMinimum = (left: bigint) => left > 0n && left < minimum;
  if (token.address) {
    if (cost > held) throw new SendValidationError(notEnoughForFee(text));
    if (belowMinimum(held - cost)) {
      throw new SendValidationError(feeLeavesLessThanMinimum(text, exact(minimum)));
    }
    return;
  }
  const amount = toUnits(form.sendTokenAmount?.trim() ?? '', decimals);
  if (amount === undefined) return;
  if (amount + cost > held) {
    throw new SendValidationError(notEnoughForAmountAndFee(text));
  }
  if (fee.receiverIsNew && amount < minimum) {
    throw new SendValidationError(newAccountBelowMinimum(exact(minimum)));
  }
  if (belowMinimum(held - cost - amount)) {
    const most = held - cost - minimum;
    throw new SendValidationError(
      leavesLessThanMinimum(exact(minimum), most > 0n ? exact(most) : undefined),
    );
  }
}
