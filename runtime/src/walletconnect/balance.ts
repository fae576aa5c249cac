/**
 * Native balances over each network's own RPC with the core's JSON-RPC client: never through
 * the wallet, never through a vendor RPC, and without viem or @solana/web3.js in this entry.
 */
import { createJsonRpc } from '../core/json-rpc.js';
import type { CaipNetwork } from '../core/types.js';
import { formatUnits } from '../core/units.js';
import { rpcUrlOf } from './rpc-url.js';

/** One call within the kit's RPC limits (retries, capped Retry-After, deadline). */
const rpcCall = (url: string, method: string, params: unknown[]) =>
  createJsonRpc(url)<unknown>(method, params);

async function rawBalance(network: CaipNetwork, address: string): Promise<bigint> {
  switch (network.chainNamespace) {
    case 'eip155': {
      const wei = await rpcCall(rpcUrlOf(network), 'eth_getBalance', [address, 'latest']);
      if (typeof wei !== 'string') throw new Error('eth_getBalance returned no quantity');
      return BigInt(wei);
    }
    case 'solana': {
      const result = await rpcCall(rpcUrlOf(network), 'getBalance', [address]);
      const lamports = (result as { value?: unknown } | null)?.value;
      if (typeof lamports !== 'number' && typeof lamports !== 'string') {
        throw new Error('getBalance returned no value');
      }
      return BigInt(lamports);
    }
    default:
      throw new Error('Unsupported chain');
  }
}

export async function readNativeBalance(
  network: CaipNetwork,
  address: string,
): Promise<{ balance: string; symbol: string }> {
  const value = await rawBalance(network, address);
  return {
    balance: formatUnits(value, network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  };
}
