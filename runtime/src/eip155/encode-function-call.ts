/**
 * The calldata of a call to any contract function, encoded by viem from the function's ABI.
 * A function the ABI does not have, or arguments that do not fit it, is the host app's mistake:
 * it is refused before any wallet is asked, with viem's own account of what is wrong.
 */
import { encodeFunctionData, type Abi } from 'viem';
import { WalletCallError } from '../core/wallet-calls/errors.js';
import type { ContractFunctionCall, Hex } from '../core/wallet-calls/types.js';

export function encodeFunctionCall({ abi, functionName, args }: ContractFunctionCall): Hex {
  try {
    return encodeFunctionData({
      abi: abi as Abi,
      functionName,
      ...(args ? { args: args as unknown[] } : {}),
    });
  } catch (error) {
    const { name, shortMessage, message } = error as Error & { shortMessage?: string };
    throw new WalletCallError(
      'writeContract',
      { name, message: shortMessage ?? message, category: 'internal' },
      { cause: error },
    );
  }
}
