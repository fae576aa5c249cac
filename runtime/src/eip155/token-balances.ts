/**
 * ERC-20 balances of the configured tokens (`config.tokens`), straight from the chain: one
 * Multicall3 `aggregate3` where the contract is deployed, otherwise one `balanceOf` per token
 * (which the RPC client still sends as one JSON-RPC batch). Symbol and decimals come from the
 * config, so no extra calls are made.
 */
import { erc20Abi, formatUnits, getAddress, isAddress, type Address } from 'viem';
import { getCode, multicall, readContract } from 'viem/actions';
import type { TokenBalance, TokenBalancesParams } from '../core/types.js';
import type { Eip155Client, PublicClients } from './public-clients.js';

/** The same address on every chain that has it (deterministic deployment). */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

export interface TokenBalanceReader {
  getTokenBalances(params: TokenBalancesParams): Promise<TokenBalance[]>;
}

export function createTokenBalanceReader(clients: PublicClients): TokenBalanceReader {
  /** Whether Multicall3 exists, per network: asked once, since contracts do not vanish. */
  const hasMulticall = new Map<string, Promise<boolean>>();

  function multicallDeployed(client: Eip155Client, networkId: string): Promise<boolean> {
    let known = hasMulticall.get(networkId);
    if (!known) {
      known = getCode(client, { address: MULTICALL3_ADDRESS }).then((code) =>
        Boolean(code && code !== '0x'),
      );
      // A failed check is asked again next time rather than remembered as "absent".
      known.catch(() => hasMulticall.delete(networkId));
      hasMulticall.set(networkId, known);
    }
    return known;
  }

  async function balancesOf(
    client: Eip155Client,
    owner: Address,
    tokens: Address[],
    networkId: string,
  ) {
    const calls = tokens.map((address) => ({
      address,
      abi: erc20Abi,
      functionName: 'balanceOf' as const,
      args: [owner] as const,
    }));
    if (await multicallDeployed(client, networkId)) {
      const results = await multicall(client, {
        contracts: calls,
        allowFailure: true,
        multicallAddress: MULTICALL3_ADDRESS,
      });
      return results.map((result) => (result.status === 'success' ? result.result : undefined));
    }
    // No Multicall3 (a fresh local chain, some L2s): one call per token; a token that fails
    // (not a contract, not an ERC-20) is left out instead of failing the whole list.
    return Promise.all(calls.map((call) => readContract(client, call).catch(() => undefined)));
  }

  return {
    async getTokenBalances({ address, network, tokens = [] }) {
      if (tokens.length === 0) return [];
      if (!isAddress(address, { strict: false }))
        throw new Error(`Invalid EVM address: ${address}`);
      const client = clients.for(network);
      const amounts = await balancesOf(
        client,
        getAddress(address),
        tokens.map((token) => getAddress(token.address)),
        network.caipNetworkId,
      );
      return tokens.flatMap((token, index): TokenBalance[] => {
        const amount = amounts[index];
        if (amount === undefined) return [];
        return [
          {
            ...(token.name ? { name: token.name } : {}),
            symbol: token.symbol,
            chainId: network.caipNetworkId,
            address: getAddress(token.address),
            quantity: {
              decimals: String(token.decimals),
              numeric: formatUnits(amount, token.decimals),
            },
          },
        ];
      });
    },
  };
}
