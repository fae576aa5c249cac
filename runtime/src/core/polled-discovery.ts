/**
 * Discovery of browser wallets that a page exposes as objects (globals an extension injects,
 * Wallet Standard registrations) without an event a kit can rely on when they appear. The list
 * is read at start, when the page has loaded, on any signal the family has of its own, and
 * polled while a silent reconnect waits for a wallet that injects late. Two reads name the same
 * wallets when they hold the same provider objects in the same order; only a change is reported.
 */
import { createConnectorWaits } from './connector-waits.js';
import type { Connector } from './types.js';

/** How often a waiting reconnect looks again for a wallet that has not appeared yet. */
const POLL_MS = 100;

/** The part of a window discovery listens to. */
export interface LoadEventTarget {
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
}

export interface PolledDiscovery<C extends Connector> {
  start(): void;
  stop(): void;
  connectors(): C[];
  find(connectorId: string): C | undefined;
  /** The connector once it appears, or undefined after `timeoutMs` (at once when stopped). */
  waitFor(connectorId: string, timeoutMs: number): Promise<C | undefined>;
}

export interface PolledDiscoveryOptions<C extends Connector> {
  win: LoadEventTarget | undefined;
  /** The wallets the page holds now. */
  read(): C[];
  onChange(connectors: Connector[]): void;
  /**
   * Signals of the family's own that the list may have changed (Wallet Standard's register);
   * returns what stops listening. Without it and without a window there is nothing to discover.
   */
  subscribe?(refresh: () => void): (() => void)[];
}

export function createPolledDiscovery<C extends Connector>({
  win,
  read,
  onChange,
  subscribe,
}: PolledDiscoveryOptions<C>): PolledDiscovery<C> {
  const waits = createConnectorWaits();
  let current: C[] = [];
  let unsubscribe: (() => void)[] = [];
  let started = false;

  function refresh(): void {
    const next = read();
    const same =
      next.length === current.length &&
      next.every((connector, index) => connector.provider === current[index]?.provider);
    if (same) return;
    current = next;
    waits.notify(current);
    onChange([...current]);
  }

  return {
    start() {
      if (started || (!win && !subscribe)) return;
      started = true;
      unsubscribe = subscribe?.(refresh) ?? [];
      win?.addEventListener('load', refresh);
      refresh();
    },
    stop() {
      if (!started) return;
      started = false;
      for (const off of unsubscribe) off();
      unsubscribe = [];
      win?.removeEventListener('load', refresh);
      waits.cancelAll();
    },
    connectors: () => [...current],
    find: (connectorId) => current.find((connector) => connector.id === connectorId),
    async waitFor(connectorId, timeoutMs) {
      refresh();
      const found = current.find((connector) => connector.id === connectorId);
      if (found || !started) return found;
      const poll = setInterval(refresh, POLL_MS);
      try {
        return (await waits.waitFor(connectorId, timeoutMs)) as C | undefined;
      } finally {
        clearInterval(poll);
      }
    },
  };
}
