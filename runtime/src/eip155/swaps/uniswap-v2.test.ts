/**
 * The rules a swap plan keeps whatever the quote says: the quote is advisory, the signed call is
 * what counts. Each test reads the plan's calls back from their calldata, as a wallet (or an
 * attacker reading the mempool) would. The reader answers like a router whose pools give `quote`
 * for any amount; the real router is exercised by test/integration/uniswap-v2-swap.test.ts and
 * the browser test.
 */
import { decodeFunctionData, erc20Abi, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  minimumOutFor,
  planUniswapV2Swap,
  SWAP_DEADLINE_SECONDS,
  SwapPlanError,
  UNISWAP_V2_ROUTER_ABI,
  type SwapReader,
} from './uniswap-v2.js';

const ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
const WETH: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const TOKEN: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const VISITOR: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOW = 1_800_000_000;

function routerAnswering(quote: bigint, allowance = 0n): SwapReader {
  return {
    readContract: (async (args: { functionName: string; args?: readonly unknown[] }) => {
      if (args.functionName === 'WETH') return WETH;
      if (args.functionName === 'getAmountsOut') return [args.args![0], quote];
      if (args.functionName === 'allowance') return allowance;
      throw new Error(`unexpected read ${args.functionName}`);
    }) as unknown as SwapReader['readContract'],
  };
}

const plan = (params: { quote: bigint; tokenIn?: Address | 'native'; allowance?: bigint }) =>
  planUniswapV2Swap({
    reader: routerAnswering(params.quote, params.allowance),
    router: ROUTER,
    account: VISITOR,
    tokenIn: params.tokenIn ?? TOKEN,
    tokenOut: params.tokenIn === 'native' ? TOKEN : 'native',
    amountIn: 10n ** 18n,
    now: NOW,
  });

const swapArgs = (data: `0x${string}`) =>
  decodeFunctionData({ abi: UNISWAP_V2_ROUTER_ABI, data }).args as readonly unknown[];

describe('a swap plan', () => {
  it('the minimum out in the signed swap is the quote less 1 %', async () => {
    const { calls } = await plan({ quote: 2_000_000n });
    const args = swapArgs(calls.at(-1)!.data);
    expect(args[1]).toBe(1_980_000n);
    expect(args[1]).toBe(minimumOutFor(2_000_000n));
  });

  it('the minimum out is never 0: a quote too small for 1 % is refused', async () => {
    await expect(plan({ quote: 1n })).rejects.toEqual(new SwapPlanError('too-small'));
  });

  it('a quote of 0 (an empty pool) is refused, never signed', async () => {
    await expect(plan({ quote: 0n })).rejects.toEqual(new SwapPlanError('no-liquidity'));
  });

  it('the approval is for exactly the amount sold, never unlimited', async () => {
    const { calls } = await plan({ quote: 2_000_000n });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.to).toBe(TOKEN);
    const approval = decodeFunctionData({ abi: erc20Abi, data: calls[0]!.data });
    expect(approval.functionName).toBe('approve');
    expect(approval.args).toEqual([ROUTER, 10n ** 18n]);
  });

  it('no approval is asked when the router may already spend the amount', async () => {
    const { calls } = await plan({ quote: 2_000_000n, allowance: 10n ** 18n });
    expect(calls.map((call) => call.functionName)).toEqual(['swapExactTokensForETH']);
  });

  it('the deadline is bounded: at most 20 minutes after now', async () => {
    const { calls } = await plan({ quote: 2_000_000n });
    const deadline = swapArgs(calls.at(-1)!.data)[4] as bigint;
    expect(deadline).toBeGreaterThan(BigInt(NOW));
    expect(deadline).toBeLessThanOrEqual(BigInt(NOW + SWAP_DEADLINE_SECONDS));
  });

  it("the swap's receiver is the visitor's own address", async () => {
    for (const tokenIn of [TOKEN, 'native'] as const) {
      const { calls } = await plan({ quote: 2_000_000n, tokenIn });
      const args = swapArgs(calls.at(-1)!.data);
      // swapExactETHForTokens has no amountIn: `to` is one place earlier.
      expect(args[tokenIn === 'native' ? 2 : 3]).toBe(VISITOR);
    }
  });

  it('native in sends the amount as value and asks no approval', async () => {
    const { calls } = await plan({ quote: 2_000_000n, tokenIn: 'native' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ to: ROUTER, value: 10n ** 18n });
  });

  it('the ABI call the wallet is sent encodes to the same calldata', async () => {
    const { calls } = await plan({ quote: 2_000_000n });
    for (const call of calls) {
      const decoded = decodeFunctionData({ abi: call.abi as never, data: call.data });
      expect(decoded.functionName).toBe(call.functionName);
      expect(decoded.args).toEqual(call.args);
    }
  });

  it('a pair without a pool reads as "no pool"', async () => {
    const reader: SwapReader = {
      readContract: (async (args: { functionName: string }) => {
        if (args.functionName === 'WETH') return WETH;
        throw new Error('execution reverted');
      }) as unknown as SwapReader['readContract'],
    };
    await expect(
      planUniswapV2Swap({
        reader,
        router: ROUTER,
        account: VISITOR,
        tokenIn: TOKEN,
        tokenOut: 'native',
        amountIn: 1n,
        now: NOW,
      }),
    ).rejects.toEqual(new SwapPlanError('no-pool'));
  });
});
