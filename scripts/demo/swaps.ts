/**
 * The demo's exchange: Uniswap v2 from its published bytecode on the first chain, and a pool of
 * the demo ERC-20 against ETH funded by the Demo Wallet's account (which holds the whole DEMO
 * supply), so the Swap view has real quotes to read and a real router to swap through.
 */
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { addLiquidityEth, deployUniswapV2 } from '@wallet-kit/local-stack/uniswap/deploy';
import { parseEther, parseUnits, type Address } from 'viem';

/** 100 000 DEMO against 100 ETH: 1 ETH buys about 990 DEMO. */
export const DEMO_POOL = { token: parseUnits('100000', 18), native: parseEther('100') };

/** Deploys the exchange and seeds the pool; resolves with the router's address. */
export async function deployDemoSwaps(params: {
  rpcUrl: string;
  token: string;
  log: (line: string) => void;
}): Promise<Address> {
  const from = ANVIL_ACCOUNTS[0].address as Address;
  const { router } = await deployUniswapV2({ rpcUrl: params.rpcUrl, from });
  await addLiquidityEth({
    rpcUrl: params.rpcUrl,
    from,
    router,
    token: params.token as Address,
    tokenAmount: DEMO_POOL.token,
    nativeAmount: DEMO_POOL.native,
  });
  params.log(`Uniswap v2 router on the first chain at ${router} (DEMO/ETH pool)`);
  return router;
}
