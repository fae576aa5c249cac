/**
 * Native balances over each network's own RPC with a plain JSON-RPC POST: never through the
 * wallet, never through a vendor RPC, and without viem or @solana/web3.js in this entry.
 */
import type { CaipNetwork } from '../core/types.js';
import { formatUnits } from '../core/units.js';

/** SPEC.md §9 RPC client time-out. */
const RPC_TIMEOUT_MS = 10_000;

async function rpcCall(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // One request per connection: the id only has to match its own answer.
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`);
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error) throw new Error(body.error.message ?? `${method} failed`);
  return body.result;
}

function rpcUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new Error(`No RPC URL configured for network ${network.caipNetworkId}`);
  return url;
}

async function rawBalance(network: CaipNetwork, address: string): Promise<bigint> {
  switch (network.chainNamespace) {
    case 'eip155': {
      const wei = await rpcCall(rpcUrl(network), 'eth_getBalance', [address, 'latest']);
      if (typeof wei !== 'string') throw new Error('eth_getBalance returned no quantity');
      return BigInt(wei);
    }
    case 'solana': {
      const result = await rpcCall(rpcUrl(network), 'getBalance', [address]);
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
