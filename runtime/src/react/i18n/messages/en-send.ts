import { SEND_PROBLEM_TEXT } from '../../../core/send/problems.js';

/**
 * The Send view. English, loaded with the components that show it (not in the page's first load).
 * Read with `useText(SEND_TEXT)`. Keys and translations: docs/locales.md. The form's own
 * refusals (`send.problem.<kind>`) are the core's English, written once in its catalogue.
 */
export const SEND_TEXT = {
  'send.title': 'Send {amount} {symbol}',
  'send.to': 'To',
  'send.networkFee': 'Network fee',
  'send.estimating': 'Estimating…',
  'send.feeByWallet': 'Shown by your wallet',
  'send.confirmInWallet': 'Confirm in your wallet',
  'send.send': 'Send',
  'send.edit': 'Edit',
  'send.token': 'Token',
  'send.selectToken': 'Select a token',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.receiver': 'Receiver address',
  'send.receiverEip155': '0x… or name.eth',
  'send.receiverSolana': 'Solana address',
  'send.receiverOther': 'Address',
  'send.feeEstimate': 'Network fee ≈ {fee}',
  'send.review': 'Review',
  'send.sent': 'Sent · {tx}',
  'send.problem.notEnoughForAmountAndFee': SEND_PROBLEM_TEXT.notEnoughForAmountAndFee,
  'send.problem.notEnoughForFee': SEND_PROBLEM_TEXT.notEnoughForFee,
  'send.problem.leavesLessThanMinimum': SEND_PROBLEM_TEXT.leavesLessThanMinimum,
  'send.problem.leavesLessThanMinimumSendAll': SEND_PROBLEM_TEXT.leavesLessThanMinimumSendAll,
  'send.problem.feeLeavesLessThanMinimum': SEND_PROBLEM_TEXT.feeLeavesLessThanMinimum,
  'send.problem.newAccountBelowMinimum': SEND_PROBLEM_TEXT.newAccountBelowMinimum,
  'send.problem.ambiguousComma': SEND_PROBLEM_TEXT.ambiguousComma,
} as const;
