/**
 * Connects one kit to the analytics endpoint: every kit event goes out as a track event with
 * the connected address, and reported errors go out as error telemetry. Nothing is sent when
 * `features.analytics` is off or no `endpoints.analyticsUrl` is set. A 403 means the host
 * refuses this app's configuration: the visitor sees the Invalid App Configuration alert once.
 * The client's code is imported at the first event or error, so a page does not load it with
 * the kit (and a kit without an analytics URL never loads it); what comes meanwhile is sent,
 * in order, once it is there. A kit attaches this only when given it
 * (`WalletKitOptions.analytics`): a generated kit is given it exactly when analytics is active,
 * so a kit without analytics loads none of this.
 */
import { switchedOn } from '@wallet-kit/schemas';
import { ALERTS, alertsOf } from '../alerts.js';
import { getActiveAccount } from '../chain-state.js';
import type { KitContext } from '../context.js';
import { ANALYTICS_OFF, type KitAnalytics } from './analytics-off.js';
import type { AnalyticsClient } from './analytics-client.js';
import type { ErrorCategory, KitError } from './kit-error.js';

export type { KitAnalytics };

function pageUrl(ctx: KitContext): string {
  const location = (globalThis as { location?: { href?: string } }).location;
  return typeof location?.href === 'string' ? location.href : ctx.config.metadata.url;
}

/** Where the kit's events go: the analytics URL, when the feature is on and one is set. */
export function analyticsUrlOf(ctx: Pick<KitContext, 'config'>): string | undefined {
  const url = ctx.config.endpoints.analyticsUrl;
  return switchedOn(ctx.config, 'analytics') ? url : undefined;
}

interface Sender {
  client: AnalyticsClient;
  wrapKitError(error: unknown, category?: ErrorCategory): KitError;
}

async function loadSender(ctx: KitContext, url: string, fetchImpl?: typeof fetch): Promise<Sender> {
  const [{ createAnalyticsClient }, { wrapKitError }] = await Promise.all([
    import('./analytics-client.js'),
    import('./kit-error.js'),
  ]);
  const client = createAnalyticsClient({
    url,
    projectId: ctx.config.projectId,
    pageUrl: pageUrl(ctx),
    now: () => ctx.now(),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    onForbidden: () => alertsOf(ctx).open(ALERTS.INVALID_APP_CONFIGURATION, { variant: 'error' }),
  });
  return { client, wrapKitError };
}

export function attachAnalytics(ctx: KitContext, fetchImpl?: typeof fetch): KitAnalytics {
  const url = analyticsUrlOf(ctx);
  if (!url) return ANALYTICS_OFF;
  let loading: Promise<Sender> | undefined;
  // Each send waits on the same load, so they go out in the order they came.
  const send = (work: (sender: Sender) => Promise<unknown>) => {
    loading ??= loadSender(ctx, url, fetchImpl);
    loading.then(work).catch(() => undefined); // fire-and-forget: nothing is thrown into the kit
  };
  const unsubscribe = ctx.events.subscribe((event) => {
    // The address when the event happened, not when its send starts.
    const address = getActiveAccount(ctx.stores.chain.getState())?.address;
    send(({ client }) => client.sendEvent(event.type, event.properties, address));
  });
  return {
    reportError(error, category) {
      send(({ client, wrapKitError }) => client.sendError(wrapKitError(error, category)));
    },
    detach: unsubscribe,
  };
}
