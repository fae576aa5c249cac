/**
 * The Send form's refusals that are the kit's own words (the spec's stay in `SEND_MESSAGES`):
 * the network fee and minimum balance checks. Each is an English template with `{name}`
 * placeholders, kept here once: the core fills it for `SendState.error`, and the React layer
 * shows the visitor's language by key (`send.problem.<kind>`, docs/locales.md).
 */
export const SEND_PROBLEM_TEXT = {
  /** The native amount plus its fee is more than the balance; Max sends what the fee leaves. */
  notEnoughForAmountAndFee:
    'Not enough to pay the network fee (≈ {fee}) on top of this amount. Max sends all but the fee.',
  /** A token send whose fee the native balance cannot pay. */
  notEnoughForFee: 'Not enough to pay the network fee (≈ {fee}).',
  /**
   * A native send would leave more than nothing but less than the network's minimum balance;
   * `most` is the largest amount that leaves the minimum.
   */
  leavesLessThanMinimum:
    'This would leave less than {minimum}, which the network does not allow. Send at most {most}, or use Max to send everything.',
  /** The same when no amount leaves the minimum (the fee alone takes the balance below it). */
  leavesLessThanMinimumSendAll:
    'This would leave less than {minimum}, which the network does not allow. Use Max to send everything.',
  /** A token send whose fee (and rent) would leave the native balance under the minimum. */
  feeLeavesLessThanMinimum:
    'After the network fee (≈ {fee}) less than {minimum} would be left, which the network does not allow.',
  /** A native send would open the receiver's account with less than the minimum balance. */
  newAccountBelowMinimum:
    'This address holds nothing yet, and a new account must receive at least {minimum}.',
  /**
   * An amount whose comma may group thousands ("1,000"): a thousand or one? Both readings are
   * written as the kit reads amounts, without a separator that could be misread.
   */
  ambiguousComma:
    '“{typed}” could mean {thousands} or {decimal}. Type {thousands} or {decimal}, whichever you mean.',
} as const;

export type SendProblemKind = keyof typeof SEND_PROBLEM_TEXT;

/** A refusal by kind, with the amounts its message names (e.g. `fee: "0.000005 SOL"`). */
export interface SendProblem {
  kind: SendProblemKind;
  values: Readonly<Record<string, string>>;
}

/** The problem's English, its placeholders filled. */
export function sendProblemMessage({ kind, values }: SendProblem): string {
  return SEND_PROBLEM_TEXT[kind].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}
