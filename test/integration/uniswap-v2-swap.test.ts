/**
 * Swaps planned by the kit against Uniswap v2's real contracts (its published bytecode from npm,
 * deployed on anvil) with a pool of the demo token against ETH: the quote is the pool's
 * constant-product price, a swap moves both balances as quoted, selling a token approves exactly
 * the amount sold first, and a price that moved past the slippage makes the swap revert.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseGwei,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { deployDemoToken } from '@wallet-kit/local-stack/erc20/deploy';
import { addLiquidityEth, deployUniswapV2 } from '@wallet-kit/local-stack/uniswap/deploy';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { feePerGas } from '../../runtime/src/eip155/estimate-fee.js';
import { swapFeeReserve, swapGasLimit } from '../../runtime/src/eip155/swaps/swap-fee.js';
import {
  minimumOutFor,
  planUniswapV2Swap,
  type SwapCall,
} from '../../runtime/src/eip155/swaps/uniswap-v2.js';

const [owner, visitor, whale] = ANVIL_ACCOUNTS.map((account) => account.address as Address);
const POOL_TOKENS = parseEther('100000');
const POOL_ETH = parseEther('50');

let anvil: AnvilNode;
let reader: PublicClient;
let router: Address;
let token: Address;

beforeAll(async () => {
  anvil = await startAnvil();
  reader = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient;
  ({ router } = await deployUniswapV2({ rpcUrl: anvil.rpcUrl, from: owner! }));
  token = await deployDemoToken({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, from: owner! });
  await addLiquidityEth({
    rpcUrl: anvil.rpcUrl,
    from: owner!,
    router,
    token,
    tokenAmount: POOL_TOKENS,
    nativeAmount: POOL_ETH,
  });
}, 120_000);
afterAll(() => anvil?.stop());

const now = () => Math.floor(Date.now() / 1000);
const tokenBalance = (account: Address) =>
  reader.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  });

/** Sends the plan's calls in order from `from` (anvil signs); returns each receipt's status. */
async function send(from: Address, calls: SwapCall[]) {
  const wallet = createWalletClient({ account: from, transport: http(anvil.rpcUrl) });
  const statuses: string[] = [];
  for (const call of calls) {
    const hash: Hex = await wallet.sendTransaction({ ...call, chain: null, gas: 500_000n });
    statuses.push((await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status);
  }
  return statuses;
}

/** Uniswap v2's price for an exact input: 0.3 % fee, constant product. */
function constantProductOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const inWithFee = amountIn * 997n;
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee);
}

describe('swaps through Uniswap v2 on anvil', () => {
  it('the quote is the pool price, and buying the token with ETH moves both balances as quoted', async () => {
    const amountIn = parseEther('1');
    const plan = await planUniswapV2Swap({
      reader,
      router,
      account: visitor!,
      tokenIn: 'native',
      tokenOut: token,
      amountIn,
      now: now(),
    });
    expect(plan.quote).toBe(constantProductOut(amountIn, POOL_ETH, POOL_TOKENS));
    expect(plan.minimumOut).toBe(minimumOutFor(plan.quote, 1));
    expect(plan.calls).toHaveLength(1);
    const before = await tokenBalance(visitor!);
    expect(await send(visitor!, plan.calls)).toEqual(['success']);
    const received = (await tokenBalance(visitor!)) - before;
    expect(received).toBe(plan.quote);
  }, 60_000);

  it('selling the whole ETH balance is refused by the node for its fee; an amount that leaves the fee reserve sells', async () => {
    // A fresh account with 2 ETH, signing here, so the fee it pays is the one asked.
    const seller = privateKeyToAccount(generatePrivateKey());
    const funder = createWalletClient({ account: whale!, transport: http(anvil.rpcUrl) });
    await reader.waitForTransactionReceipt({
      hash: await funder.sendTransaction({
        to: seller.address,
        value: parseEther('2'),
        chain: null,
      }),
      pollingInterval: 50,
    });
    const wallet = createWalletClient({ account: seller, transport: http(anvil.rpcUrl) });
    const balance = await reader.getBalance({ address: seller.address });
    const planFor = (amountIn: bigint) =>
      planUniswapV2Swap({
        reader,
        router,
        account: seller.address,
        tokenIn: 'native',
        tokenOut: token,
        amountIn,
        now: now(),
      });
    /** Sent as the kit sends it: its gas limit, at the fee per gas the reserve was read at. */
    const sendAsKit = async (call: SwapCall, price: bigint) => {
      const estimate = await reader.estimateGas({
        account: seller.address,
        to: call.to,
        data: call.data,
        value: call.value,
      });
      return wallet.sendTransaction({
        to: call.to,
        data: call.data,
        value: call.value,
        gas: swapGasLimit(estimate),
        maxFeePerGas: price,
        maxPriorityFeePerGas: price < parseGwei('1') ? price : parseGwei('1'),
        chain: null,
      });
    };

    const whole = (await planFor(balance)).calls.at(-1)!;
    const reserve = await swapFeeReserve(reader as never, seller.address, whole);
    expect(reserve).toBeGreaterThan(0n);
    const price = await feePerGas(reader as never);
    await expect(sendAsKit(whole, price)).rejects.toThrow(/insufficient funds/i);

    // A smaller amount is other calldata and may cost more gas (the node may estimate it in a
    // later second, where the pool also writes its price accumulators): as the kit does, each
    // amount is checked against its own reserve, and a tenth more is left until one fits.
    let sold = balance - (reserve * 11n) / 10n;
    let left = (await planFor(sold)).calls.at(-1)!;
    for (let tries = 0; tries < 3; tries++) {
      const needed = await swapFeeReserve(reader as never, seller.address, left);
      if (sold + needed <= balance) break;
      sold = balance - (needed * 11n) / 10n;
      left = (await planFor(sold)).calls.at(-1)!;
    }
    expect(
      sold + (await swapFeeReserve(reader as never, seller.address, left)),
    ).toBeLessThanOrEqual(balance);
    const hash = await sendAsKit(left, price);
    expect((await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    );
    expect(await reader.getBalance({ address: seller.address })).toBeLessThan(reserve);
  }, 60_000);

  it('selling a token approves exactly the amount sold first, then swaps it for ETH within 1 % of the quote', async () => {
    const amountIn = (await tokenBalance(visitor!)) / 2n;
    const plan = await planUniswapV2Swap({
      reader,
      router,
      account: visitor!,
      tokenIn: token,
      tokenOut: 'native',
      amountIn,
      now: now(),
    });
    expect(plan.calls.map((call) => call.to)).toEqual([token, router]);
    expect(plan.calls[0]!.data.slice(0, 10)).toBe('0x095ea7b3'); // approve(address,uint256)
    expect(BigInt(`0x${plan.calls[0]!.data.slice(-64)}`)).toBe(amountIn);
    const ethBefore = await reader.getBalance({ address: visitor! });
    expect(await send(visitor!, plan.calls)).toEqual(['success', 'success']);
    const allowance = await reader.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [visitor!, router],
    });
    expect(allowance).toBe(0n);
    const gained = (await reader.getBalance({ address: visitor! })) - ethBefore;
    // What arrived, less two transactions' gas, is within 1 % of the quote.
    expect(gained).toBeLessThanOrEqual(plan.quote);
    expect(gained).toBeGreaterThan(minimumOutFor(plan.quote, 1) - parseEther('0.01'));
  }, 60_000);

  it('a price that moved past the slippage before the swap landed makes it revert, and nothing is lost but gas', async () => {
    const plan = await planUniswapV2Swap({
      reader,
      router,
      account: visitor!,
      tokenIn: 'native',
      tokenOut: token,
      amountIn: parseEther('1'),
      now: now(),
    });
    // Someone buys a lot first: the token's price rises far more than 1 %.
    const frontRun = await planUniswapV2Swap({
      reader,
      router,
      account: whale!,
      tokenIn: 'native',
      tokenOut: token,
      amountIn: parseEther('10'),
      now: now(),
    });
    await send(whale!, frontRun.calls);
    const before = await tokenBalance(visitor!);
    expect(await send(visitor!, plan.calls)).toEqual(['reverted']);
    expect(await tokenBalance(visitor!)).toBe(before);
  }, 60_000);

  it('the same token on both sides or a zero amount is refused before anything is read', async () => {
    const base = { reader, router, account: visitor!, now: now() };
    await expect(
      planUniswapV2Swap({ ...base, tokenIn: token, tokenOut: token, amountIn: 1n }),
    ).rejects.toMatchObject({ reason: 'same-token' });
    await expect(
      planUniswapV2Swap({ ...base, tokenIn: 'native', tokenOut: token, amountIn: 0n }),
    ).rejects.toMatchObject({ reason: 'zero-amount' });
  });
});
