/**
 * A WalletConnect family's wallet calls while the session code is still on its way (a reload
 * shows the remembered account before it arrives): each wallet call waits for the code and the
 * restored session, then runs as the loaded calls do. A call the loaded calls lack is refused
 * as unsupported, as it would have been. Whether the family has a call at all is asked before
 * any of this (`core/wallet-calls/api.ts`, from the registry's family row), so this file needs
 * only the calls' names and a page restoring a session loads no family row.
 */
import { WALLET_CALLS } from '@wallet-kit/schemas';
import type { WalletCalls } from '../core/wallet-calls/types.js';

type AnyCall = (...args: unknown[]) => Promise<unknown>;

export function walletCallsOnArrival(loadCalls: () => Promise<WalletCalls>): WalletCalls {
  const calls: Record<string, AnyCall> = {};
  for (const call of WALLET_CALLS) {
    // signMessage is the adapter's own method, not one of the calls.
    if (call === 'signMessage') continue;
    calls[call] = async (...args) => {
      const loaded = (await loadCalls()) as Record<string, AnyCall | undefined>;
      const method = loaded[call];
      if (!method) {
        // The errors' module comes only for a call to refuse: it is not in the first load.
        const { unsupportedWalletCall } = await import('../core/wallet-calls/errors.js');
        throw unsupportedWalletCall(call, { wallet: true });
      }
      return method(...args);
    };
  }
  // Built from the registry's names, which are the keys of WalletCalls.
  return calls as WalletCalls;
}
