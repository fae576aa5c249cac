/**
 * The send form and its controller. A kit feature (`feature.ts`), created when the Send view
 * first mounts.
 *
 * Sending: loading on, then the native / token branch of the adapter (ERC-20 `transfer` or
 * SPL on Solana: the adapter knows which), then the form is reset and the balances refreshed.
 * A failed or declined send keeps the form exactly as the visitor left it and says why. The
 * form is cleared when the active network or account changes.
 */
import { familyCan, isAddressOfNamespace, switchedOn } from '@wallet-kit/schemas';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { activeAccount, balancesFeature } from '../balances/balances.js';
import { describeChainError } from '../chain-errors.js';
import { adapterFor, type KitContext } from '../context.js';
import { defineFeature } from '../feature.js';
import type { WalletKit } from '../kit-api.js';
import { recordSentTransaction } from '../activity/local-history.js';
import { namesFeature } from '../names/names.js';
import type { FeeEstimate, TokenBalance } from '../wallet-types.js';
import { formatUnits } from '../units.js';
import { readAmount, toUnits } from './decimal.js';
import type { SendProblem } from './problems.js';
import {
  SEND_MESSAGES,
  SendValidationError,
  checkNetworkFee,
  looksLikeName,
  validateSendForm,
} from './validation.js';

export interface SendState {
  token?: TokenBalance;
  /** The amount in the kit's form, read from what was typed (`readAmount`). */
  sendTokenAmount?: string;
  /** The amount field's text, as the visitor typed it. */
  typedAmount?: string;
  receiverAddress?: string;
  receiverProfileName?: string;
  /**
   * The address a name in the receiver field resolved to when the visitor reviewed the send:
   * the send goes there and nowhere else, even if the name points elsewhere by then.
   */
  resolvedReceiver?: string;
  receiverProfileImageUrl?: string;
  networkBalanceInUSD?: string;
  loading: boolean;
  /** Why the last send failed; cleared when the visitor edits the form. */
  error?: string;
  /** The same reason by kind when it is the kit's own refusal, for the visitor's language. */
  problem?: SendProblem;
  fee?: FeeEstimate;
  feeLoading: boolean;
  /** The id of the last successful send, for the confirmation. */
  lastTxId?: string;
}

export interface SendFeature {
  store: StoreApi<SendState>;
  setToken(token: TokenBalance | undefined): void;
  setAmount(amount: string): void;
  setReceiver(receiver: string): void;
  /** The most that can be sent of the chosen token (native: minus the estimated fee). */
  maxAmount(): string | undefined;
  /** Sets the amount to `maxAmount()`, estimating the native fee first when none is known. */
  fillMax(): Promise<void>;
  estimateFee(): Promise<void>;
  /** Checks the form without sending; sets and returns the message of the first problem. */
  check(): string | undefined;
  /**
   * Checks the form and resolves a name in the receiver field, so that the review shows the
   * address the send will go to. False when the form cannot be sent (`error` says why) or the
   * receiver was edited during the lookup (the visitor reviews again).
   */
  review(): Promise<boolean>;
  /** Resolves with the transaction id, or undefined when the send failed (see `error`). */
  send(): Promise<string | undefined>;
  reset(): void;
}

const EMPTY_FORM: Omit<SendState, 'loading' | 'feeLoading'> = {
  token: undefined,
  sendTokenAmount: undefined,
  typedAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  resolvedReceiver: undefined,
  receiverProfileImageUrl: undefined,
  networkBalanceInUSD: undefined,
  error: undefined,
  problem: undefined,
  fee: undefined,
};

/** Why a send failed, as the form keeps it: the message, and the refusal's kind when the kit's. */
function failure(error: unknown): Pick<SendState, 'error' | 'problem'> {
  if (!(error instanceof SendValidationError)) {
    return { error: describeChainError(error).message, problem: undefined };
  }
  return { error: error.message, problem: error.problem };
}

function createSend(ctx: KitContext, kit: WalletKit): SendFeature {
  const store = createStore<SendState>()(() => ({
    ...EMPTY_FORM,
    loading: false,
    feeLoading: false,
  }));
  /** The names feature, only in a kit with a names service. */
  const names = () => (switchedOn(ctx.config, 'names') ? kit.feature(namesFeature) : undefined);
  const edit = (patch: Partial<SendState>) =>
    store.setState({ ...patch, error: undefined, problem: undefined, lastTxId: undefined });

  function adapter() {
    const account = activeAccount(ctx);
    return { account, adapter: account ? adapterFor(ctx, account.namespace) : undefined };
  }

  async function receiverAddress(receiver: string): Promise<string> {
    const { account, adapter: chainAdapter } = adapter();
    // A name registered with this kit's names service (no dot, so never an ENS name).
    if (account && !isAddressOfNamespace(receiver, account.namespace) && names()) {
      const registered = await names()!
        .resolveReceiver(receiver)
        .catch(() => {
          throw new SendValidationError(SEND_MESSAGES.NAME_NOT_RESOLVED);
        });
      if (registered) {
        store.setState({ receiverProfileName: receiver });
        return registered;
      }
    }
    if (!account || !familyCan(account.namespace, 'names') || !looksLikeName(receiver)) {
      return receiver;
    }
    // A name that cannot be resolved, for whatever reason (no resolver, unknown name, a
    // name the normaliser refuses, a failed call), reads "Error resolving name".
    const resolved = await chainAdapter
      ?.resolveName?.({ name: receiver, network: account.network })
      .catch(() => undefined);
    if (!resolved) throw new SendValidationError(SEND_MESSAGES.NAME_NOT_RESOLVED);
    store.setState({ receiverProfileName: receiver });
    return resolved;
  }

  /** The account's native balance as last read, when the balances feature has read it. */
  function nativeBalance(): TokenBalance | undefined {
    const account = activeAccount(ctx);
    const balances = kit.feature(balancesFeature).store.getState();
    if (!account || balances.caipAddress !== account.caipAddress) return undefined;
    return balances.tokenBalances.find(
      (balance) => !balance.address && balance.chainId === account.network.caipNetworkId,
    );
  }

  function validate() {
    const { account, adapter: chainAdapter } = adapter();
    const form = store.getState();
    validateSendForm(form, account?.namespace, {
      canResolveNames: Boolean(chainAdapter?.resolveName),
      canResolveAccountNames: Boolean(names()),
    });
    if (!account || !chainAdapter?.sendNative || !chainAdapter.sendToken) {
      throw new SendValidationError(SEND_MESSAGES.UNSUPPORTED_CHAIN);
    }
    checkNetworkFee(form, form.fee, nativeBalance());
    return { account, chainAdapter };
  }

  async function send(): Promise<string | undefined> {
    if (store.getState().loading) return undefined;
    store.setState({ loading: true, error: undefined, problem: undefined, lastTxId: undefined });
    try {
      validate();
      // The fee is paid from the native balance: with no estimate yet (a visitor faster than
      // the debounce), one is made before the wallet is asked, so a shortfall reads as such.
      if (!store.getState().fee) await estimateFee();
      const { account, chainAdapter } = validate();
      const form = store.getState();
      const token = form.token!;
      const amount = form.sendTokenAmount!.trim();
      const to = form.resolvedReceiver ?? (await receiverAddress(form.receiverAddress!.trim()));
      // The estimate found the receiver to be the sender itself; a name that resolves elsewhere
      // now is held to the rules of a send to someone else.
      if (form.fee?.receiverIsSender && to !== account.address) {
        const { receiverIsSender: _, ...toSomeoneElse } = form.fee;
        checkNetworkFee(form, toSomeoneElse, nativeBalance());
      }
      const txId = token.address
        ? await chainAdapter.sendToken!({ token: token.address, to, amount })
        : await chainAdapter.sendNative!({ to, amount });
      recordSentTransaction(ctx.storage, {
        caipAddress: account.caipAddress,
        chainId: account.network.caipNetworkId,
        txId,
        from: account.address,
        to,
        amount,
        ...(token.symbol ? { symbol: token.symbol } : {}),
        ...(token.name ? { name: token.name } : {}),
        at: ctx.now(),
      });
      store.setState({ ...EMPTY_FORM, loading: false, lastTxId: txId });
      // The chain already includes the send (adapters resolve once confirmed): read it back.
      await Promise.allSettled([
        kit.refreshBalance(),
        kit.feature(balancesFeature).fetch({ fresh: true }),
      ]);
      return txId;
    } catch (error) {
      // The form stays exactly as the visitor left it.
      store.setState({ loading: false, ...failure(error) });
      return undefined;
    }
  }

  function maxAmount(): string | undefined {
    const { token, fee } = store.getState();
    if (!token) return undefined;
    if (token.address || !fee) return token.quantity.numeric;
    const decimals = Number(token.quantity.decimals);
    const held = toUnits(token.quantity.numeric, decimals);
    const feeUnits = toUnits(fee.fee, decimals);
    const rent = toUnits(fee.accountRent ?? '0', decimals);
    if (held === undefined || feeUnits === undefined || rent === undefined)
      return token.quantity.numeric;
    const cost = feeUnits + rent;
    return formatUnits(held > cost ? held - cost : 0n, decimals);
  }

  /**
   * Estimates the fee of sending `amount` of the form's token to `receiver` and keeps it,
   * unless the visitor changed the token or receiver meanwhile.
   */
  async function estimate(receiver: string, amount: string): Promise<void> {
    const { account, adapter: chainAdapter } = adapter();
    const { token } = store.getState();
    if (!account || !chainAdapter?.estimateFee || !token || !receiver || !amount) {
      store.setState({ fee: undefined, feeLoading: false });
      return;
    }
    const asked = store.getState();
    store.setState({ feeLoading: true });
    try {
      const to = await receiverAddress(receiver.trim());
      const fee = await chainAdapter.estimateFee({
        to,
        amount: amount.trim(),
        ...(token.address ? { token: token.address } : {}),
      });
      const now = store.getState();
      if (now.receiverAddress === asked.receiverAddress && now.token === asked.token)
        store.setState({ fee, feeLoading: false });
      else store.setState({ feeLoading: false });
    } catch {
      // No estimate is not an error: the wallet shows the fee before signing anyway.
      store.setState({ fee: undefined, feeLoading: false });
    }
  }

  function estimateFee(): Promise<void> {
    const { sendTokenAmount = '', receiverAddress: receiver = '' } = store.getState();
    return estimate(receiver, sendTokenAmount);
  }

  async function fillMax(): Promise<void> {
    const { token, fee, receiverAddress: receiver } = store.getState();
    if (!token) return;
    // The native maximum leaves the fee: estimated first when the form has none (sending the
    // whole balance, to the receiver or, before one is typed, to the account itself, which
    // costs the same for a plain transfer).
    if (!token.address && !fee) {
      const self = activeAccount(ctx)?.address ?? '';
      await estimate(receiver?.trim() || self, token.quantity.numeric);
    }
    const max = maxAmount() ?? '';
    edit({ sendTokenAmount: max, typedAmount: max });
  }

  function check(): string | undefined {
    try {
      validate();
      return undefined;
    } catch (error) {
      const reason = failure(error);
      store.setState(reason);
      return reason.error;
    }
  }

  async function review(): Promise<boolean> {
    if (check()) return false;
    const receiver = store.getState().receiverAddress!.trim();
    try {
      const to = await receiverAddress(receiver);
      // Edited while the name was looked up: this answer is for another form.
      if (store.getState().receiverAddress?.trim() !== receiver) return false;
      // The amount or token may have changed meanwhile too: the review shows a checked form.
      if (check()) return false;
      store.setState({ resolvedReceiver: to === receiver ? undefined : to });
      // A visitor faster than the fee's debounce still sees the fee before confirming.
      const { fee, feeLoading } = store.getState();
      if (!fee && !feeLoading) void estimateFee();
      return true;
    } catch (error) {
      store.setState(failure(error));
      return false;
    }
  }

  const reset = () =>
    store.setState({ ...EMPTY_FORM, loading: false, feeLoading: false, lastTxId: undefined });

  // Setting the active network (or another account) clears the send form.
  let previous = activeAccount(ctx)?.caipAddress;
  ctx.stores.chain.subscribe(() => {
    const current = activeAccount(ctx)?.caipAddress;
    if (current !== previous) {
      previous = current;
      reset();
    }
  });

  return {
    store,
    setToken: (token) => edit({ token, fee: undefined }),
    setAmount: (typed) => edit({ typedAmount: typed, sendTokenAmount: readAmount(typed) }),
    setReceiver: (receiver) =>
      edit({
        receiverAddress: receiver,
        receiverProfileName: undefined,
        resolvedReceiver: undefined,
        fee: undefined,
      }),
    maxAmount,
    fillMax,
    estimateFee,
    check,
    review,
    send,
    reset,
  };
}

export const sendFeature = defineFeature('send', createSend);
