/**
 * Sends the kit's events and error reports as `POST {analyticsUrl}/e?projectId=&st=&sv=` with a
 * JSON body `{ eventId, url, domain, timestamp, props }`. Framework-free and fire-and-forget:
 * a failed send is dropped, never thrown into the flow that caused it. `keepalive` lets a send
 * started while the page unloads (a modal closed by navigating away) still arrive.
 */
import { createErrorRateLimiter } from './error-rate-limit.js';
import type { KitError } from './kit-error.js';
import { SDK_TYPE, SDK_VERSION } from './sdk-info.js';

/** Created with the modal itself; it says nothing about the visitor, so it is never sent. */
export const UNSENT_EVENTS: readonly string[] = ['MODAL_CREATED'];

export interface AnalyticsClientOptions {
  /** Base URL of the analytics host; `/e` is appended. */
  url: string;
  projectId: string;
  /** The page the kit runs on; defaults to `location.href`. */
  pageUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Called on the first 403 only: the host refuses this app's configuration. */
  onForbidden?: () => void;
}

export interface AnalyticsClient {
  /** Sends one event; resolves once the request settled (tests wait on it, the kit does not). */
  sendEvent(event: string, properties?: Record<string, unknown>, address?: string): Promise<void>;
  /** Sends one error report unless 5 were sent in the last minute; resolves false when dropped. */
  sendError(error: KitError, event?: string): Promise<boolean>;
}

export interface AnalyticsBody {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props: Record<string, unknown>;
}

function endpointOf(options: AnalyticsClientOptions): URL {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const url = new URL('e', base);
  url.searchParams.set('projectId', options.projectId);
  url.searchParams.set('st', SDK_TYPE);
  url.searchParams.set('sv', SDK_VERSION);
  return url;
}

function domainOf(pageUrl: string): string {
  try {
    return new URL(pageUrl).hostname;
  } catch {
    return '';
  }
}

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? (() => Date.now());
  const endpoint = endpointOf(options);
  const domain = domainOf(options.pageUrl);
  const errorLimit = createErrorRateLimiter(now);
  let forbiddenSeen = false;

  async function post(props: Record<string, unknown>): Promise<void> {
    const body: AnalyticsBody = {
      eventId: crypto.randomUUID(),
      url: options.pageUrl,
      domain,
      timestamp: now(),
      props,
    };
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      });
      if (response.status === 403 && !forbiddenSeen) {
        forbiddenSeen = true;
        options.onForbidden?.();
      }
    } catch {
      // Analytics must never break the kit: an unreachable endpoint only loses this event.
    }
  }

  return {
    async sendEvent(event, properties = {}, address) {
      if (UNSENT_EVENTS.includes(event)) return;
      await post({ type: 'track', event, properties, ...(address ? { address } : {}) });
    },
    async sendError(error, event = 'ERROR') {
      if (!errorLimit.tryTake()) return false;
      await post({
        type: 'error',
        event,
        errorType: error.category,
        errorMessage: error.message,
        stackTrace: error.stack ?? '',
      });
      return true;
    },
  };
}
