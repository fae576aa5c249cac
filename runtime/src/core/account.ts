/**
 * An account's state before anything is known of it. Its balance display is in
 * `balance-format.ts`, which only a connected account's views load.
 */
import type { AccountState } from './types.js';

export function createInitialAccountState(): AccountState {
  return { currentTab: 0, balanceLoading: false, status: 'disconnected' };
}
