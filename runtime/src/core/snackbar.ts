/**
 * Short toasts. A new toast replaces the current one and restarts its timer;
 * a loading toast stays until replaced or hidden, because its work has no known end.
 */
import type { KitContext } from './context.js';
import type { SnackbarState } from './kit-api.js';

export const SNACKBAR_AUTO_HIDE_MS = 2_200;

/** Toast texts used by the kit. */
export const TOASTS = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',
} as const;

export interface SnackbarController {
  show(message: string, variant?: SnackbarState['variant']): void;
  hide(): void;
}

export function createSnackbarController(
  ctx: Pick<KitContext, 'stores' | 'timers'>,
): SnackbarController {
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const hide = () => {
    ctx.timers.clear(hideTimer);
    hideTimer = undefined;
    ctx.stores.snackbar.setState({ open: false });
  };
  return {
    show(message, variant = 'success') {
      ctx.timers.clear(hideTimer);
      hideTimer = undefined;
      ctx.stores.snackbar.setState({ message, variant, open: true });
      if (variant !== 'loading') hideTimer = ctx.timers.set(hide, SNACKBAR_AUTO_HIDE_MS);
    },
    hide,
  };
}
