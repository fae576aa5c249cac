/**
 * The Swap view's form and its controller, a kit feature (`core/feature.ts`) created when the
 * view first mounts. Quotes are read from the network's Uniswap v2 router (`swapRouter` on the
 * network, docs/config.md) over the kit's RPC transport; the swap is sent through the connected
 * wallet as contract writes (`walletCalls`), the approval first when one is needed, each waited
 * for on chain. A failed or declined swap keeps the form as the visitor left it and says why.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Address } from 'viem';
import { estimateGas, readContract, waitForTransactionReceipt } from 'viem/actions';
import { activeAccount, balancesFeature } from '../../core/balances/balances.js';
import { describeChainError } from '../../core/chain-errors.js';
import type { KitContext } from '../../core/context.js';
import { defineFeature } from '../../core/feature.js';
import type { WalletKit } from '../../core/kit-api.js';
import type { CaipNetwork } from '../../core/types.js';
import { walletCalls } from '../../core/wallet-calls/api.js';
import { createPublicClients } from '../public-clients.js';
import { readAmount } from '../../core/send/decimal.js';
import { toBaseUnits } from '../send.js';
import { swapFeeReserve, swapGasLimit } from './swap-fee.js';
import { swapTokenOptions, type SwapTokenOption } from './swap-tokens.js';
import { planUniswapV2Swap, SwapPlanError, type SwapPlan, type SwapToken } from './uniswap-v2.js';

/** The reasons a swap cannot be quoted or sent, each a message of the view. */
export type SwapProblem =
  | SwapPlanError['reason']
  | 'unsupported-network'
  | 'invalid-amount'
  | 'insufficient-balance'
  | 'insufficient-for-fee'
  | 'quote-failed';

export interface SwapQuote {
  sell: SwapToken;
  buy: SwapToken;
  amount: string;
  plan: SwapPlan;
}

export interface SwapState {
  sell?: SwapToken;
  buy?: SwapToken;
  amount: string;
  quote?: SwapQuote;
  quoting: boolean;
  /** Why no quote or swap: a view message. */
  problem?: SwapProblem;
  /** With 'insufficient-for-fee': the fee the sale must leave, in the native smallest unit. */
  networkFee?: bigint;
  /** A wallet's or the chain's reason the last swap failed (a rejection, a revert). */
  error?: string;
  /** Which call the wallet is asked for now, while a swap is sent. */
  sending?: 'approve' | 'swap';
  lastTxId?: string;
}

/** A native sale whose fee does not fit beside the amount in the balance. */
interface FeeShortfall {
  networkFee: bigint;
}

export interface SwapFeature {
  store: StoreApi<SwapState>;
  /** The router of the active network, or undefined where swaps are not offered. */
  router(): Address | undefined;
  /** The tokens the visitor may sell or buy: native, the network's known ones, the held ones. */
  tokens(): SwapTokenOption[];
  setSell(token: SwapToken | undefined): void;
  setBuy(token: SwapToken | undefined): void;
  setAmount(amount: string): void;
  /** Reads a fresh quote for the form as it is now. */
  requote(): Promise<void>;
  /** Resolves with the swap's transaction id, or undefined when it failed (see `error`). */
  swap(): Promise<string | undefined>;
}

/** The router a network swaps through: eip155 networks with `swapRouter` only. */
export function swapRouterOf(network: CaipNetwork | undefined): Address | undefined {
  return network?.chainNamespace === 'eip155' ? (network.swapRouter as Address) : undefined;
}

function createSwap(ctx: KitContext, kit: WalletKit): SwapFeature {
  const store = createStore<SwapState>()(() => ({ amount: '', quoting: false }));
  const clients = createPublicClients();
  const balances = () => kit.feature(balancesFeature);

  function tokens(): SwapTokenOption[] {
    const account = activeAccount(ctx);
    if (!account) return [];
    return swapTokenOptions({
      network: account.network,
      configured: ctx.config.tokens?.[account.network.caipNetworkId] ?? [],
      held: balances().store.getState().tokenBalances,
    });
  }

  /** The amount in the sold token's smallest unit, or a problem with it. */
  function amountIn(sell: SwapTokenOption, amount: string): bigint | SwapProblem {
    let value: bigint;
    // Read as the Send form reads it: a comma that may group thousands is refused.
    const read = readAmount(amount);
    try {
      value = toBaseUnits(read, sell.decimals);
    } catch {
      return read === '0' ? 'zero-amount' : 'invalid-amount';
    }
    if (sell.balance !== undefined && value > sell.balance) return 'insufficient-balance';
    return value;
  }

  /** The plan for the form as it is, or the problem that prevents one. */
  async function planNow(): Promise<SwapQuote | SwapProblem | FeeShortfall | undefined> {
    const account = activeAccount(ctx);
    const router = swapRouterOf(account?.network);
    if (!account || !router) return 'unsupported-network';
    const { sell, buy, amount } = store.getState();
    if (!sell || !buy || amount.trim() === '') return undefined;
    if (sell === buy) return 'same-token';
    const option = tokens().find((token) => token.key === sell);
    if (!option) return undefined;
    const value = amountIn(option, amount);
    if (typeof value === 'string') return value;
    const client = clients.for(account.network);
    try {
      const plan = await planUniswapV2Swap({
        reader: { readContract: (args) => readContract(client, args as never) as never },
        router,
        account: account.address as Address,
        tokenIn: sell,
        tokenOut: buy,
        amountIn: value,
        now: Math.floor(ctx.now() / 1000),
      });
      // Selling the native currency: the fee comes from the same balance. An estimate that
      // cannot be had leaves the decision to the wallet.
      if (sell === 'native' && option.balance !== undefined) {
        const reserve = await swapFeeReserve(
          client,
          account.address as Address,
          plan.calls.at(-1)!,
        ).catch(() => undefined);
        if (reserve !== undefined && value + reserve > option.balance)
          return { networkFee: reserve };
      }
      return { sell, buy, amount, plan };
    } catch (error) {
      return error instanceof SwapPlanError ? error.reason : 'quote-failed';
    }
  }

  /** The store's answer for a plan read: its quote, or the problem and the fee that did not fit. */
  const shownFor = (
    result: SwapQuote | SwapProblem | FeeShortfall | undefined,
  ): Partial<SwapState> =>
    typeof result !== 'object'
      ? { quote: undefined, problem: result, networkFee: undefined }
      : 'networkFee' in result
        ? { quote: undefined, problem: 'insufficient-for-fee', networkFee: result.networkFee }
        : { quote: result, problem: undefined, networkFee: undefined };

  /** Each edit starts over: the old quote no longer describes the form. */
  const edit = (patch: Partial<SwapState>) =>
    store.setState({
      ...patch,
      quote: undefined,
      problem: undefined,
      networkFee: undefined,
      error: undefined,
      lastTxId: undefined,
    });

  let quoteRun = 0;
  async function requote(): Promise<void> {
    const run = ++quoteRun;
    store.setState({ quoting: true });
    const result = await planNow();
    // Only the latest read may answer: a slow quote for an older amount is dropped.
    if (run !== quoteRun) return;
    store.setState({ ...shownFor(result), quoting: false });
  }

  async function swap(): Promise<string | undefined> {
    if (store.getState().sending) return undefined;
    // Set before the first await: a second press while the plan is read sends nothing.
    store.setState({ sending: 'swap', error: undefined, lastTxId: undefined });
    // The quote on screen is advisory: the plan sent is read afresh, so its minimum is the
    // current quote less the slippage and its approval covers exactly this amount.
    const planned = await planNow();
    if (typeof planned !== 'object' || 'networkFee' in planned) {
      store.setState({ sending: undefined, ...shownFor(planned) });
      return undefined;
    }
    const account = activeAccount(ctx)!;
    const client = clients.for(account.network);
    const calls = kit.feature(walletCalls);
    try {
      let hash: `0x${string}` | undefined;
      for (const call of planned.plan.calls) {
        store.setState({ sending: call.functionName === 'approve' ? 'approve' : 'swap' });
        // Estimated now, once the approval before it is on chain (the swap reverts without it).
        const estimate = await estimateGas(client, {
          account: account.address as Address,
          to: call.to,
          data: call.data,
          value: call.value,
        });
        hash = await calls.writeContract({
          gas: swapGasLimit(estimate),
          address: call.to,
          abi: call.abi,
          functionName: call.functionName,
          args: call.args,
          ...(call.value > 0n ? { value: call.value } : {}),
        });
        const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 500 });
        // A reverted approval or swap moved nothing: the visitor must not see it as done.
        if (receipt.status !== 'success') throw new Error('execution reverted');
      }
      store.setState({ sending: undefined, amount: '', quote: undefined, lastTxId: hash });
      await Promise.allSettled([kit.refreshBalance(), balances().fetch({ fresh: true })]);
      return hash;
    } catch (error) {
      // The form stays exactly as the visitor left it, with the reason.
      store.setState({ sending: undefined, error: describeChainError(error).message });
      return undefined;
    }
  }

  return {
    store,
    router: () => swapRouterOf(activeAccount(ctx)?.network),
    tokens,
    setSell: (sell) => edit({ sell }),
    setBuy: (buy) => edit({ buy }),
    setAmount: (amount) => edit({ amount }),
    requote,
    swap,
  };
}

/** `kit.feature(swapFeature)`: the Swap view's state and actions. */
export const swapFeature = defineFeature('swaps', createSwap);
