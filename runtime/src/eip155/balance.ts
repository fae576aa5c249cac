/**
 * Native balances read over the network's configured RPC with viem, never through the
 * wallet: the wallet may be on another chain, locked, or slow to answer.
 */
import { createPublicClient, formatUnits, http, isAddress, type PublicClient } from 'viem';
import type { CaipNetwork } from '../core/types.js';
import { eip155ChainId, networkRpcUrl } from './network.js';

// SPEC.md §9 "RPC client": 3 retries, 150 ms base delay with exponential backoff, 10 s time-out.
const RPC_RETRY_COUNT = 3;
const RPC_RETRY_DELAY_MS = 150;
const RPC_TIMEOUT_MS = 10_000;

export interface BalanceReader {
  getBalance(address: string, network: CaipNetwork): Promise<{ balance: string; symbol: string }>;
}

/** One reader per adapter instance; it keeps one public client per network and RPC URL. */
export function createBalanceReader(): BalanceReader {
  const clients = new Map<string, PublicClient>();

  function clientFor(network: CaipNetwork): PublicClient {
    const rpcUrl = networkRpcUrl(network);
    const key = `${network.caipNetworkId} ${rpcUrl}`;
    let client = clients.get(key);
    if (!client) {
      client = createPublicClient({
        transport: http(rpcUrl, {
          retryCount: RPC_RETRY_COUNT,
          retryDelay: RPC_RETRY_DELAY_MS,
          timeout: RPC_TIMEOUT_MS,
        }),
      });
      clients.set(key, client);
    }
    return client;
  }

  return {
    async getBalance(address, network) {
      eip155ChainId(network); // throws a clear error for a non-eip155 network
      if (!isAddress(address, { strict: false }))
        throw new Error(`Invalid EVM address: ${address}`);
      const wei = await clientFor(network).getBalance({ address });
      return {
        balance: formatUnits(wei, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },
  };
}
