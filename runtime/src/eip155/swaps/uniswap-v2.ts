/**
 * Swaps through a Uniswap v2 router, with no quote vendor: the quote is read from the router
 * (`getAmountsOut`, the pools' reserves and fee), the least the visitor accepts is the quote less
 * the slippage, and the plan is the calls a wallet sends in order: an approval of exactly the
 * amount sold when the router may not spend it yet, then the swap. Native currency in or out goes
 * through the router's wrapped-native (WETH) paths.
 */
import { encodeFunctionData, erc20Abi, type Address, type Hex, type PublicClient } from 'viem';

export const UNISWAP_V2_ROUTER_ABI = [
  {
    type: 'function',
    name: 'WETH',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'address' }],
  },
  {
    type: 'function',
    name: 'getAmountsOut',
    stateMutability: 'view',
    inputs: [
      { name: 'amountIn', type: 'uint256' },
      { name: 'path', type: 'address[]' },
    ],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  ...(['swapExactTokensForTokens', 'swapExactTokensForETH'] as const).map((name) => ({
    type: 'function' as const,
    name,
    stateMutability: 'nonpayable' as const,
    inputs: [
      { name: 'amountIn', type: 'uint256' },
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  })),
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    stateMutability: 'payable',
    inputs: [
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
] as const;

/** The slippage the visitor accepts, in percent of the quote. */
export const SWAP_SLIPPAGE_PERCENT = 1;
/** How long a signed swap stays valid on chain. */
export const SWAP_DEADLINE_SECONDS = 20 * 60;

/** The native currency, or an ERC-20 by its contract. */
export type SwapToken = 'native' | Address;

/**
 * One transaction of a swap: the raw call, and the same call by ABI so the kit sends it as a
 * contract write (a wallet that decodes calls, the embedded wallet's approval screen, shows
 * `approve` and the swap by name and arguments).
 */
export interface SwapCall {
  to: Address;
  data: Hex;
  value: bigint;
  abi: readonly unknown[];
  functionName: string;
  args: readonly unknown[];
}

/** What a plan is read with: the router, the pools and the allowance, over any RPC client. */
export interface SwapReader {
  readContract: PublicClient['readContract'];
}

/** Why no swap can be planned, in words the Swap view maps to its own messages. */
export class SwapPlanError extends Error {
  constructor(
    readonly reason: 'same-token' | 'zero-amount' | 'no-pool' | 'no-liquidity' | 'too-small',
  ) {
    super(reason);
    this.name = 'SwapPlanError';
  }
}

export interface SwapPlan {
  /** What the pools give for `amountIn` now. */
  quote: bigint;
  /** The least the swap accepts: the quote less the slippage, else it reverts. */
  minimumOut: bigint;
  /** In order: the approval when one is needed, then the swap. */
  calls: SwapCall[];
}

/** The quote less `percent` (rounded down, so the visitor never accepts less than stated). */
export function minimumOutFor(quote: bigint, percent = SWAP_SLIPPAGE_PERCENT): bigint {
  return (quote * BigInt(10_000 - Math.round(percent * 100))) / 10_000n;
}

/** The router's quote for `amountIn` along `path`; a pair with no pool reverts, read as "no pool". */
async function quoteOf(reader: SwapReader, router: Address, amountIn: bigint, path: Address[]) {
  try {
    const amounts = await reader.readContract({
      address: router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    });
    return amounts.at(-1)!;
  } catch (error) {
    // The router reverts for a pair without a pool (its reserves cannot be read) and for an
    // empty pool ("INSUFFICIENT_LIQUIDITY"); other failures (the RPC node) are not about pools.
    const message = error instanceof Error ? error.message : String(error);
    if (/INSUFFICIENT_LIQUIDITY/.test(message)) throw new SwapPlanError('no-liquidity');
    if (/revert/i.test(message)) throw new SwapPlanError('no-pool');
    throw error;
  }
}

export async function planUniswapV2Swap(params: {
  reader: SwapReader;
  router: Address;
  account: Address;
  tokenIn: SwapToken;
  tokenOut: SwapToken;
  amountIn: bigint;
  /** Seconds since the epoch; the deadline counts from it. */
  now: number;
  slippagePercent?: number;
}): Promise<SwapPlan> {
  const { reader, router, account, tokenIn, tokenOut, amountIn } = params;
  if (tokenIn.toLowerCase() === tokenOut.toLowerCase()) throw new SwapPlanError('same-token');
  if (amountIn <= 0n) throw new SwapPlanError('zero-amount');
  const weth = await reader.readContract({
    address: router,
    abi: UNISWAP_V2_ROUTER_ABI,
    functionName: 'WETH',
  });
  const path = [tokenIn === 'native' ? weth : tokenIn, tokenOut === 'native' ? weth : tokenOut];
  const quote = await quoteOf(reader, router, amountIn, path);
  if (quote === 0n) throw new SwapPlanError('no-liquidity');
  const minimumOut = minimumOutFor(quote, params.slippagePercent);
  // A minimum of 0 would accept any price, a front-runner's included: such a swap is refused.
  if (minimumOut === 0n) throw new SwapPlanError('too-small');
  const deadline = BigInt(params.now + SWAP_DEADLINE_SECONDS);
  const calls: SwapCall[] = [];
  if (tokenIn !== 'native') {
    const allowance = await reader.readContract({
      address: tokenIn,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account, router],
    });
    if (allowance < amountIn) {
      calls.push(callOf(tokenIn, erc20Abi, 'approve', [router, amountIn], 0n));
    }
  }
  calls.push(
    tokenIn === 'native'
      ? callOf(
          router,
          UNISWAP_V2_ROUTER_ABI,
          'swapExactETHForTokens',
          [minimumOut, path, account, deadline],
          amountIn,
        )
      : callOf(
          router,
          UNISWAP_V2_ROUTER_ABI,
          tokenOut === 'native' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          [amountIn, minimumOut, path, account, deadline],
          0n,
        ),
  );
  return { quote, minimumOut, calls };
}

function callOf(
  to: Address,
  abi: readonly unknown[],
  functionName: string,
  args: readonly unknown[],
  value: bigint,
): SwapCall {
  const data = encodeFunctionData({ abi, functionName, args } as Parameters<
    typeof encodeFunctionData
  >[0]);
  return { to, data, value, abi, functionName, args };
}
