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
import { decimalPlaces, isAmbiguousComma, readAmount, toUnits } from './decimal.js';
import { sendProblemMessage, type SendProblem, type SendProblemKind } from './problems.js';

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

export class SendValidationError extends Error {
  override name = 'SendValidationError';
  /** The kit's own refusals (not the spec's texts) by kind, for the visitor's language. */
  readonly problem?: SendProblem;

  constructor(messageOrProblem: string | SendProblem) {
    super(
      typeof messageOrProblem === 'string'
        ? messageOrProblem
        : sendProblemMessage(messageOrProblem),
    );
    if (typeof messageOrProblem !== 'string') this.problem = messageOrProblem;
  }
}

const refuse = (kind: SendProblemKind, values: Record<string, string>) =>
  new SendValidationError({ kind, values });

export interface SendForm {
  token?: TokenBalance;
  /** The amount in the kit's form (`readAmount` of what was typed). */
  sendTokenAmount?: string;
  /** The amount as the visitor typed it, when it came from the form's field. */
  typedAmount?: string;
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
  const typed = form.typedAmount?.trim() ?? '';
  if (isAmbiguousComma(typed)) {
    throw refuse('ambiguousComma', {
      typed,
      thousands: typed.replace(',', ''),
      decimal: readAmount(typed.replace(',', '.')),
    });
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
 * visitor signed. A native send to the sender's own address ends lower by the fee alone.
 * Throws a `SendValidationError` naming the fee or the minimum.
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
    if (cost > held) throw refuse('notEnoughForFee', { fee: text });
    if (belowMinimum(held - cost)) {
      throw refuse('feeLeavesLessThanMinimum', { fee: text, minimum: exact(minimum) });
    }
    return;
  }
  const amount = toUnits(form.sendTokenAmount?.trim() ?? '', decimals);
  if (amount === undefined) return;
  if (amount + cost > held) throw refuse('notEnoughForAmountAndFee', { fee: text });
  if (fee.receiverIsSender) {
    if (belowMinimum(held - cost)) {
      throw refuse('feeLeavesLessThanMinimum', { fee: text, minimum: exact(minimum) });
    }
    return;
  }
  if (fee.receiverIsNew && amount < minimum) {
    throw refuse('newAccountBelowMinimum', { minimum: exact(minimum) });
  }
  if (belowMinimum(held - cost - amount)) {
    const most = held - cost - minimum;
    throw most > 0n
      ? refuse('leavesLessThanMinimum', { minimum: exact(minimum), most: exact(most) })
      : refuse('leavesLessThanMinimumSendAll', { minimum: exact(minimum) });
  }
}
