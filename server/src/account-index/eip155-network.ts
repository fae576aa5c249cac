/**
 * An EVM network for the account index. What the account moved comes either from the indexer's
 * scan of the whole chain (`indexer`, see indexer.ts) or from an Etherscan-compatible explorer
 * API (`explorer`, see explorer-reader.ts); holdings are the native balance plus every token the
 * account ever moved, read with `balanceOf` on the network's RPC now.
 */
import { createPublicClient, erc20Abi, http, isAddress, type Hex } from 'viem';
import { createExplorerReader, type ExplorerApi } from './explorer-reader.js';
import type { AccountIndexer } from './indexer.js';
import type { IndexedNetwork } from './network.js';
import type { AccountIndexStore } from './store.js';
import { walletAsset, type NativeCurrency } from './transactions.js';

/** Token holdings read per balance request (one balanceOf call each). */
export const MAX_TOKENS_PER_BALANCE = 50;
const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

export function createEip155Network(
  options: {
    caipNetworkId: string;
    rpcUrl: string;
    store: AccountIndexStore;
    nativeCurrency?: NativeCurrency;
  } & ({ indexer: AccountIndexer } | { explorer: ExplorerApi }),
): IndexedNetwork {
  const { caipNetworkId, store } = options;
  const native = options.nativeCurrency ?? ETHER;
  const reader = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 1 }) });
  const refresh =
    'indexer' in options
      ? () => options.indexer.catchUp(caipNetworkId)
      : createExplorerReader({ caipNetworkId, store, api: options.explorer });
  return {
    caipNetworkId,
    native,
    accountOf: (address) =>
      isAddress(address, { strict: false }) ? address.toLowerCase() : undefined,
    refresh,
    async balances(account) {
      const owner = account as Hex;
      const tokens = (await store.tokensOf(caipNetworkId, account)).slice(
        0,
        MAX_TOKENS_PER_BALANCE,
      );
      const [nativeBalance, ...held] = await Promise.all([
        reader.getBalance({ address: owner }),
        ...tokens.map((info) =>
          reader.readContract({
            address: info.token as Hex,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          }),
        ),
      ]);
      return [
        walletAsset(nativeBalance!, native),
        ...tokens.flatMap((info, i) => (held[i]! > 0n ? [walletAsset(held[i]!, info)] : [])),
      ];
    },
  };
}
