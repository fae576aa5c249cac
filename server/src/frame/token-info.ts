/**
 * An ERC-20 token's symbol and decimals, read from the chain the request is for (never taken
 * from the host page). A contract that does not answer both is not shown as a token.
 */
import { createPublicClient, erc20Abi, http, type Hex } from 'viem';

export interface TokenInfo {
  symbol: string;
  decimals: number;
}

export function tokenReader(rpcUrl: string | undefined) {
  const cache = new Map<string, Promise<TokenInfo | undefined>>();
  return (address: Hex): Promise<TokenInfo | undefined> => {
    if (!rpcUrl) return Promise.resolve(undefined);
    const key = address.toLowerCase();
    let found = cache.get(key);
    if (!found) {
      const client = createPublicClient({ transport: http(rpcUrl) });
      found = Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ]).then(
        ([symbol, decimals]) => ({ symbol: symbol.slice(0, 24), decimals }),
        () => undefined,
      );
      cache.set(key, found);
    }
    return found;
  };
}
