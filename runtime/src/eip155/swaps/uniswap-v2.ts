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

export interface SwapCall {
  to: Address;
  data: Hex;
  value: bigint;
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

export async function planUniswapV2Swap(params: {
  reader: PublicClient;
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
  if (tokenIn === tokenOut) throw new Error('Choose two different tokens');
  if (amountIn <= 0n) throw new Error('Enter an amount');
  const weth = await reader.readContract({
    address: router,
    abi: UNISWAP_V2_ROUTER_ABI,
    functionName: 'WETH',
  });
  const path = [tokenIn === 'native' ? weth : tokenIn, tokenOut === 'native' ? weth : tokenOut];
  const amounts = await reader.readContract({
    address: router,
    abi: UNISWAP_V2_ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  });
  const quote = amounts.at(-1)!;
  const minimumOut = minimumOutFor(quote, params.slippagePercent);
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
      calls.push({
        to: tokenIn,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, amountIn],
        }),
        value: 0n,
      });
    }
  }
  const swap =
    tokenIn === 'native'
      ? {
          data: encodeFunctionData({
            abi: UNISWAP_V2_ROUTER_ABI,
            functionName: 'swapExactETHForTokens',
            args: [minimumOut, path, account, deadline],
          }),
          value: amountIn,
        }
      : {
          data: encodeFunctionData({
            abi: UNISWAP_V2_ROUTER_ABI,
            functionName:
              tokenOut === 'native' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
            args: [amountIn, minimumOut, path, account, deadline],
          }),
          value: 0n,
        };
  calls.push({ to: router, ...swap });
  return { quote, minimumOut, calls };
}
