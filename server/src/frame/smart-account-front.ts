/**
 * The frame's smart accounts with their code loaded on first use: the choice (networks that
 * have them, the preferred type) answers at once; an account's address, signatures and user
 * operations fetch smart-account-wallet.ts (viem's account abstraction) the first time a
 * network that has smart accounts needs one. A service with no smart-account network never
 * fetches that code.
 */
import type { EvmKey } from './evm-key.js';
import type { StorageLike } from './frame-storage.js';
import { smartAccountChoice } from './smart-account-choice.js';
import type { SmartAccountService } from './smart-account-service.js';
import type { SmartAccountWallet } from './smart-account-wallet.js';

interface SmartAccountDeps {
  service: SmartAccountService;
  storage: StorageLike;
  rpcUrls(): Promise<Record<string, string>>;
}

export function smartAccountFront(deps: SmartAccountDeps): SmartAccountWallet {
  const choice = smartAccountChoice(deps);
  let loaded: SmartAccountWallet | undefined;
  let loading: Promise<SmartAccountWallet> | undefined;
  // A chunk that failed to load is asked for again next time, not remembered as failed.
  const wallet = () =>
    (loading ??= import('./smart-account-wallet.js').then(
      ({ createSmartAccountWallet }) => (loaded = createSmartAccountWallet(deps)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return {
    ...choice,
    async address(chainId: string, owner: EvmKey) {
      return (await wallet()).address(chainId, owner);
    },
    async deployed(chainId: string, owner: EvmKey) {
      return (await wallet()).deployed(chainId, owner);
    },
    async rpc(chainId: string, owner: EvmKey, method: string, params: unknown[]) {
      return (await wallet()).rpc(chainId, owner, method, params);
    },
    async signed(chainId, owner, sign) {
      return (await wallet()).signed(chainId, owner, sign);
    },
    /**
     * Before the code is loaded no batch was sent by a smart account, so a read is the smart
     * account's only on a network that has them.
     */
    async walletRead(chainId, owner, inUse, method, params) {
      if (!loaded && !(await choice.enabled(chainId))) return undefined;
      return (await wallet()).walletRead(chainId, owner, inUse, method, params);
    },
    knowsBatch(id: string) {
      return loaded?.knowsBatch(id) ?? false;
    },
  };
}
