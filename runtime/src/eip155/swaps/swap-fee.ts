/**
 * What selling the native currency must leave for the network fee. The swap is sent with a gas
 * limit of half again the node's estimate (`swapGasLimit`), and a wallet or node refuses a
 * transaction whose value plus gas limit × max fee per gas is more than the balance: selling
 * the whole ETH balance would pass the balance check and then fail there.
 */
import type { Address } from 'viem';
import { estimateGas } from 'viem/actions';
import { feePerGas } from '../estimate-fee.js';
import type { Eip155Client } from '../public-clients.js';
import type { SwapCall } from './uniswap-v2.js';

/**
 * The gas limit a swap call is sent with. The pool's first trade in a later second also writes
 * its price accumulators, which a node estimating at the last block's time leaves out (anvil
 * does): half again covers it, and gas not used is not paid.
 */
export const swapGasLimit = (estimate: bigint) => (estimate * 3n) / 2n;

/** The most the swap call can cost in fees, in the native currency's smallest unit. */
export async function swapFeeReserve(
  client: Eip155Client,
  account: Address,
  call: SwapCall,
): Promise<bigint> {
  const [gas, price] = await Promise.all([
    estimateGas(client, { account, to: call.to, data: call.data, value: call.value }),
    feePerGas(client),
  ]);
  return swapGasLimit(gas) * price;
}
