/**
 * Connects one kit to the analytics endpoint: every kit event goes out as a track event with
 * the connected address, and reported errors go out as error telemetry. Nothing is sent when
 * `features.analytics` is off or no `endpoints.analyticsUrl` is set. A 403 means the host
 * refuses this app's configuration: the visitor sees the Invalid App Configuration alert once.
 */
import { ALERTS, alertsOf } from '../alerts.js';
import { getActiveAccount } from '../chain-state.js';
import type { KitContext } from '../context.js';
import { createAnalyticsClient, type AnalyticsClient } from './analytics-client.js';
import { wrapKitError, type ErrorCategory } from './kit-error.js';

export interface KitAnalytics {
  /** Wraps the error with its category and sends it (at most 5 a minute). */
  reportError(error: unknown, category?: ErrorCategory): void;
  detach(): void;
}

const OFF: KitAnalytics = { reportError: () => undefined, detach: () => undefined };

function pageUrl(ctx: KitContext): string {
  const location = (globalThis as { location?: { href?: string } }).location;
  return typeof location?.href === 'string' ? location.href : ctx.config.metadata.url;
}

export function analyticsClientFor(
  ctx: KitContext,
  fetchImpl?: typeof fetch,
): AnalyticsClient | undefined {
  const url = ctx.config.endpoints.analyticsUrl;
  if (!ctx.config.features.analytics || !url) return undefined;
  return createAnalyticsClient({
    url,
    projectId: ctx.config.projectId,
    pageUrl: pageUrl(ctx),
    now: () => ctx.now(),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    onForbidden: () => alertsOf(ctx).open(ALERTS.INVALID_APP_CONFIGURATION, { variant: 'error' }),
  });
}

export function attachAnalytics(ctx: KitContext, fetchImpl?: typeof fetch): KitAnalytics {
  const client = analyticsClientFor(ctx, fetchImpl);
  if (!client) return OFF;
  const unsubscribe = ctx.events.subscribe((event) => {
    const address = getActiveAccount(ctx.stores.chain.getState())?.address;
    void client.sendEvent(event.type, event.properties, address);
  });
  return {
    reportError(error, category) {
      void client.sendError(wrapKitError(error, category));
    },
    detach: unsubscribe,
  };
}
