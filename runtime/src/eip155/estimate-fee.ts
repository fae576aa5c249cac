/**
 * The network fee a send would cost: the gas the node estimates for it times the fee per gas
 * the wallet would offer (EIP-1559 max fee where the chain has one, the legacy gas price
 * otherwise), in whole native units.
 */
import { encodeFunctionData, erc20Abi, formatUnits, type Address } from 'viem';
import { estimateFeesPerGas, estimateGas, getGasPrice } from 'viem/actions';
import type { CaipNetwork, FeeEstimate } from '../core/types.js';
import type { Eip155Client } from './public-clients.js';
import { buildTransfer, type TransferRequest } from './send.js';

/** The fee per gas a wallet would offer: the EIP-1559 max fee, or the legacy gas price. */
export async function feePerGas(client: Eip155Client): Promise<bigint> {
  try {
    const fees = await estimateFeesPerGas(client);
    if (fees.maxFeePerGas !== undefined) return fees.maxFeePerGas;
  } catch {
    // Pre-London chains have no base fee: fall through to the gas price.
  }
  return getGasPrice(client);
}

export async function estimateTransferFee(
  client: Eip155Client,
  network: CaipNetwork,
  from: Address,
  request: TransferRequest,
): Promise<FeeEstimate> {
  const built = await buildTransfer(client, network, request);
  const gas =
    built.kind === 'token'
      ? await estimateGas(client, {
          account: from,
          to: built.token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [built.to, built.amount],
          }),
        })
      : await estimateGas(client, { account: from, to: built.to, value: built.value });
  const price = await feePerGas(client);
  return {
    fee: formatUnits(gas * price, network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  };
}
