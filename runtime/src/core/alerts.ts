/**
 * The alert banner: a message with a variant (success, loading, error), open or closed, and
 * whether it closes by itself; and the alert texts a visitor can meet. What raises each one is
 * in `alerts-rules.ts`.
 */
import type { KitContext } from './context.js';
import type { AlertVariant } from './types.js';

export const ALERTS = {
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  NETWORK_NOT_FOUND: 'Network Not Found',
  IFRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  SESSION_EXPIRED: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
} as const;

export type AlertMessage = (typeof ALERTS)[keyof typeof ALERTS];

/** Server messages that map to alerts. */
export const SERVER_MESSAGE_ALERTS: Readonly<Record<string, AlertMessage>> = {
  'Unauthorized: origin not allowed': ALERTS.INVALID_APP_CONFIGURATION,
  'JWT validation error: JWT Token is not yet valid': ALERTS.SESSION_EXPIRED,
  'Unauthorized: invalid key': ALERTS.INVALID_PROJECT_ID,
};

export function alertForServerMessage(message: string): AlertMessage | undefined {
  return SERVER_MESSAGE_ALERTS[message];
}

/** How long an auto-closing alert stays up: long enough to read two lines. */
export const ALERT_AUTO_CLOSE_MS = 5_000;

export interface AlertController {
  open(message: string, options?: { variant?: AlertVariant; autoClose?: boolean }): void;
  close(): void;
}

const controllers = new WeakMap<object, AlertController>();

/**
 * The one alert controller of a kit: every part that raises an alert shares it, so a new
 * alert always cancels the pending auto-close of the previous one.
 */
export function alertsOf(ctx: Pick<KitContext, 'stores' | 'timers'>): AlertController {
  let controller = controllers.get(ctx.stores);
  if (!controller) {
    controller = createAlertController(ctx);
    controllers.set(ctx.stores, controller);
  }
  return controller;
}

export function createAlertController(ctx: Pick<KitContext, 'stores' | 'timers'>): AlertController {
  let autoCloseTimer: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    ctx.timers.clear(autoCloseTimer);
    autoCloseTimer = undefined;
    ctx.stores.alert.setState({ open: false });
  };
  return {
    open(message, options = {}) {
      const { variant = 'error', autoClose = false } = options;
      ctx.timers.clear(autoCloseTimer);
      autoCloseTimer = undefined;
      ctx.stores.alert.setState({ message, variant, autoClose, open: true });
      if (autoClose) autoCloseTimer = ctx.timers.set(close, ALERT_AUTO_CLOSE_MS);
    },
    close,
  };
}
