/**
 * The injected wallet's signing and sending calls for the host app: the core's EIP-1193 calls
 * over the wallet's own provider, each asking the wallet for its current account and chain.
 */
import { eip1193WalletCalls } from '../core/wallet-calls/eip1193-calls.js';
import type { WalletCalls } from '../core/wallet-calls/types.js';
import { requestWallet, type Eip1193Provider } from '../core/eip1193.js';
import { firstWalletAccount, parseWalletChainId } from './network.js';

export function injectedWalletCalls(provider: Eip1193Provider): WalletCalls {
  const request = (method: string, params: readonly unknown[]) =>
    requestWallet(provider, { method, params });
  return eip1193WalletCalls(request, {
    async account() {
      const from = await firstWalletAccount(request('eth_accounts', []));
      const chainId = parseWalletChainId(await request('eth_chainId', []));
      if (!from || chainId === undefined) throw new Error('No eip155 wallet is connected');
      return { from, chainId };
    },
    // Injected wallets answer node reads from their own node: the same chain the send goes to.
    estimateGas: (transaction) => request('eth_estimateGas', [transaction]),
  });
}
