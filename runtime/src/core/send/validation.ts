/**
 * Send form validation, with the messages the visitor reads. The checks run in a fixed order:
 * amount and receiver, then token, then the chain family; the rest (address format, amount
 * format, balance) follows so a visitor gets one clear reason at a time.
 */
import { familyCan, isAddressOfNamespace, isValidAccountName } from '@wallet-kit/schemas';
import type { ChainNamespace } from '../types.js';
import type { TokenBalance } from '../wallet-types.js';
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
