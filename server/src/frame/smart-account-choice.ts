/**
 * What the frame knows about smart accounts without their code: the networks that have them
 * (from the wallet service) and the account type each visitor prefers (kept per user in the
 * frame origin's storage). Connecting asks only this; the accounts themselves, with viem's
 * account-abstraction code, load when a network that has them is used (smart-account-front.ts).
 */
import { FrameRequestError } from './frame-request-error.js';
import type { StorageLike } from './frame-storage.js';
import type { SmartAccountService } from './smart-account-service.js';

export type AccountType = 'eoa' | 'smartAccount';

export const SMART_ACCOUNTS_UNSUPPORTED = 'This application might not support Smart Accounts';

const preferenceKey = (userId: string) => `wk-frame/preferred-account-type/${userId}`;
export const numericChainId = (caip2: string) => Number(caip2.split(':')[1]);

export function smartAccountChoice(deps: { service: SmartAccountService; storage: StorageLike }) {
  async function enabled(chainId: string): Promise<boolean> {
    if (!chainId.startsWith('eip155:')) return false;
    try {
      return chainId in (await deps.service.networks());
    } catch {
      return false;
    }
  }

  async function enabledNetworks(): Promise<number[]> {
    return Object.keys(await deps.service.networks())
      .filter((chainId) => chainId.startsWith('eip155:'))
      .map(numericChainId);
  }

  return {
    enabled,
    enabledNetworks,
    preferred(userId: string): AccountType {
      return deps.storage.getItem(preferenceKey(userId)) === 'smartAccount'
        ? 'smartAccount'
        : 'eoa';
    },
    async setPreferred(userId: string, type: AccountType): Promise<void> {
      if (type === 'smartAccount' && (await enabledNetworks()).length === 0) {
        throw new FrameRequestError(SMART_ACCOUNTS_UNSUPPORTED);
      }
      deps.storage.setItem(preferenceKey(userId), type);
    },
  };
}
