/**
 * When the kit raises which alert. The alert texts and the banner's store are in `alerts.ts`.
 */
import { switchedOn, type ResolvedConfig } from '@wallet-kit/schemas';
import { alertForServerMessage, alertsOf, ALERTS, type AlertMessage } from './alerts.js';
import type { KitContext } from './context.js';
import { ERRORS, errorMessage } from './errors.js';

/**
 * The parts of a config that reach a hosted service identifying the app by its project id:
 * without one those services refuse every call, so the visitor would meet a kit that silently
 * does nothing.
 */
export function featuresNeedingProjectId(config: ResolvedConfig): string[] {
  const needs: string[] = [];
  if (config.enableWalletConnect) needs.push('WalletConnect');
  if (switchedOn(config, 'analytics')) needs.push('features.analytics');
  if (config.endpoints.blockchainApiUrl) needs.push('endpoints.blockchainApiUrl');
  if (config.endpoints.walletRegistryUrl) needs.push('endpoints.walletRegistryUrl');
  return needs;
}

/** "Project ID Not Configured" when the project id is blank and something needs one. */
export function projectIdAlert(config: ResolvedConfig): AlertMessage | undefined {
  const blank = typeof config.projectId !== 'string' || config.projectId.trim() === '';
  return blank && featuresNeedingProjectId(config).length > 0
    ? ALERTS.PROJECT_ID_NOT_CONFIGURED
    : undefined;
}

/** The alert an error calls for, if any: an unknown network, or a server message that maps. */
export function alertForError(error: unknown): AlertMessage | undefined {
  const message = errorMessage(error);
  if (message === ERRORS.NETWORK_NOT_FOUND) return ALERTS.NETWORK_NOT_FOUND;
  const serverMessage = (error as { serverMessage?: unknown } | null)?.serverMessage;
  if (typeof serverMessage === 'string') return alertForServerMessage(serverMessage);
  return alertForServerMessage(message);
}

/** Shows the alert an error calls for; returns whether one was shown. */
export function raiseAlertForError(
  ctx: Pick<KitContext, 'stores' | 'timers'>,
  error: unknown,
): boolean {
  const alert = alertForError(error);
  if (alert) alertsOf(ctx).open(alert, { variant: 'error' });
  return alert !== undefined;
}

/** Shows the alert a server message maps to (a refused key, origin or session). */
export function raiseServerMessageAlert(
  ctx: Pick<KitContext, 'stores' | 'timers'>,
  serverMessage: string,
): void {
  const alert = alertForServerMessage(serverMessage);
  if (alert) alertsOf(ctx).open(alert, { variant: 'error' });
}

/** Checks made when the kit starts: a missing project id is shown at once. */
export function raiseStartupAlerts(ctx: Pick<KitContext, 'stores' | 'timers' | 'config'>): void {
  const alert = projectIdAlert(ctx.config);
  if (alert) alertsOf(ctx).open(alert, { variant: 'error' });
}
