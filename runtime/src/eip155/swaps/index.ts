/**
 * `@wallet-kit/runtime/eip155/swaps`: the Swap view's controller and planner. Its own entry, so
 * the eip155 adapter's first load carries none of it: the generated Swap view imports it and
 * loads with that view, on demand.
 */
export {
  swapFeature,
  swapRouterOf,
  type SwapFeature,
  type SwapProblem,
  type SwapQuote,
  type SwapState,
} from './swap-feature.js';
export type { SwapTokenOption } from './swap-tokens.js';
export {
  minimumOutFor,
  planUniswapV2Swap,
  SWAP_DEADLINE_SECONDS,
  SWAP_SLIPPAGE_PERCENT,
  SwapPlanError,
  UNISWAP_V2_ROUTER_ABI,
  type SwapCall,
  type SwapPlan,
  type SwapReader,
  type SwapToken,
} from './uniswap-v2.js';
