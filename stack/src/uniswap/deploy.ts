/**
 * Uniswap v2 on a local node, from its published build artifacts (the npm packages
 * `@uniswap/v2-core` and `@uniswap/v2-periphery`, the bytecode deployed on mainnet): WETH9, the
 * factory and Router02, and a pool between the wrapped native currency and a token with the
 * liquidity given. For tests of the kit's swaps; the GPL contracts are deployed on a test chain
 * and never shipped.
 */
import { createRequire } from 'node:module';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { deployContract } from '../contracts/deploy.js';

interface Artifact {
  abi: Abi;
  bytecode: string;
}

const require = createRequire(import.meta.url);
const artifact = (path: string): { abi: Abi; bytecode: Hex } => {
  const { abi, bytecode } = require(path) as Artifact;
  return { abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex };
};

export const UNISWAP_V2 = {
  factory: () => artifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
  router: () => artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  weth: () => artifact('@uniswap/v2-periphery/build/WETH9.json'),
};

export interface UniswapV2Deployment {
  factory: Address;
  router: Address;
  weth: Address;
}

export async function deployUniswapV2(params: {
  rpcUrl: string;
  /** A dev account the node signs for. */
  from: Address;
}): Promise<UniswapV2Deployment> {
  const { rpcUrl, from } = params;
  const weth = await deployContract({ rpcUrl, from, name: 'WETH9', ...UNISWAP_V2.weth() });
  const factory = await deployContract({
    rpcUrl,
    from,
    name: 'UniswapV2Factory',
    ...UNISWAP_V2.factory(),
    args: [from] as never,
  });
  const router = await deployContract({
    rpcUrl,
    from,
    name: 'UniswapV2Router02',
    ...UNISWAP_V2.router(),
    args: [factory, weth] as never,
  });
  return { factory, router, weth };
}

/** Opens a pool of `token` against the native currency, funded by `from`. */
export async function addLiquidityEth(params: {
  rpcUrl: string;
  from: Address;
  router: Address;
  token: Address;
  tokenAmount: bigint;
  nativeAmount: bigint;
}): Promise<void> {
  const wallet = createWalletClient({ account: params.from, transport: http(params.rpcUrl) });
  const reader = createPublicClient({ transport: http(params.rpcUrl) });
  const mined = async (hash: Hex) => {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`liquidity set-up failed in ${hash}`);
  };
  await mined(
    await wallet.writeContract({
      address: params.token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [params.router, maxUint256],
      chain: null,
    }),
  );
  await mined(
    await wallet.writeContract({
      address: params.router,
      abi: UNISWAP_V2.router().abi,
      functionName: 'addLiquidityETH',
      args: [params.token, params.tokenAmount, 0n, 0n, params.from, maxUint256],
      value: params.nativeAmount,
      chain: null,
    }),
  );
}
