/**
 * Native balances read over the network's configured RPC with viem, never through the
 * wallet: the wallet may be on another chain, locked, or slow to answer.
 */
import { formatUnits, isAddress } from 'viem';
import { getBalance } from 'viem/actions';
import type { CaipNetwork } from '../core/types.js';
import { eip155ChainId } from './network.js';
import type { PublicClients } from './public-clients.js';

export interface BalanceReader {
  getBalance(address: string, network: CaipNetwork): Promise<{ balance: string; symbol: string }>;
}

/** Reads through the adapter's clients, which carry the kit's RPC retry and time-out settings. */
export function createBalanceReader(clients: PublicClients): BalanceReader {
  return {
    async getBalance(address, network) {
      eip155ChainId(network); // throws a clear error for a non-eip155 network
      if (!isAddress(address, { strict: false }))
        throw new Error(`Invalid EVM address: ${address}`);
      const wei = await getBalance(clients.for(network), { address });
      return {
        balance: formatUnits(wei, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      };
    },
  };
}
