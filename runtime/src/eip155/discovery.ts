/**
 * Wallet discovery: EIP-6963 announcements (one connector per rdns, a re-announce replaces)
 * plus the legacy `window.ethereum`, listed only when no announced wallet already is that
 * same provider object.
 */
import type { Connector } from '../core/types.js';
import { createConnectorWaits } from '../core/connector-waits.js';
import { isEip1193Provider, type Eip1193Provider } from '../core/eip1193-provider.js';
import { legacyWalletName } from './legacy-wallet-name.js';

/** The part of `window` discovery uses; tests pass a plain `EventTarget`. */
export interface Eip155WindowLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
  ethereum?: unknown;
  /** The window's own `Event` constructor: a DOM only accepts events of its own realm. */
  Event?: typeof Event;
}

export const LEGACY_INJECTED_CONNECTOR_ID = 'injected';

const ANNOUNCE_EVENT = 'eip6963:announceProvider';
const REQUEST_EVENT = 'eip6963:requestProvider';
/** Fired by wallets that inject `window.ethereum` after page load (MetaMask's convention). */
const LATE_INJECTION_EVENT = 'ethereum#initialized';

export interface WalletDiscovery {
  start(): void;
  stop(): void;
  connectors(): Connector[];
  find(connectorId: string): Connector | undefined;
  /** Resolves the connector as soon as it is discovered, or undefined after `timeoutMs`. */
  waitFor(connectorId: string, timeoutMs: number): Promise<Connector | undefined>;
}

function announcedConnector(detail: unknown): Connector | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (typeof info !== 'object' || info === null || !isEip1193Provider(provider)) return undefined;
  const { rdns, name, icon } = info as { rdns?: unknown; name?: unknown; icon?: unknown };
  if (typeof rdns !== 'string' || rdns === '' || typeof name !== 'string' || name === '')
    return undefined;
  return {
    id: rdns,
    name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    // EIP-6963 requires a data URI. Anything else would make the page fetch a URL chosen by
    // an extension (a tracking pixel at best), so it is dropped and the UI shows a fallback.
    ...(typeof icon === 'string' && icon.startsWith('data:image/') ? { imageUrl: icon } : {}),
    info: { rdns },
    provider,
  };
}

function sameConnectors(a: readonly Connector[], b: readonly Connector[]): boolean {
  return (
    a.length === b.length &&
    a.every((connector, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        connector.id === other.id &&
        connector.name === other.name &&
        connector.imageUrl === other.imageUrl &&
        connector.provider === other.provider
      );
    })
  );
}

export function createWalletDiscovery(
  win: Eip155WindowLike | undefined,
  onChange: (connectors: Connector[]) => void,
): WalletDiscovery {
  const announced = new Map<string, Connector>();
  const waits = createConnectorWaits();
  let legacy: Connector | undefined;
  let current: Connector[] = [];
  let started = false;

  function legacyConnector(): Connector | undefined {
    const provider: unknown = win?.ethereum;
    if (!isEip1193Provider(provider)) return undefined;
    for (const connector of announced.values())
      if (connector.provider === provider) return undefined;
    // Keep the same object while the provider is unchanged, so the core sees a stable entry.
    if (legacy?.provider !== provider) {
      legacy = {
        id: LEGACY_INJECTED_CONNECTOR_ID,
        name: legacyWalletName(provider),
        type: 'INJECTED',
        chain: 'eip155',
        provider: provider satisfies Eip1193Provider,
      };
    }
    return legacy;
  }

  function refresh(): void {
    const fallback = legacyConnector();
    const next = [...announced.values(), ...(fallback ? [fallback] : [])];
    if (sameConnectors(current, next)) return;
    current = next;
    waits.notify(current);
    onChange([...current]);
  }

  function onAnnounce(event: Event): void {
    const connector = announcedConnector((event as CustomEvent<unknown>).detail);
    if (!connector) return;
    announced.set(connector.id, connector);
    refresh();
  }

  return {
    start() {
      if (started || !win) return;
      started = true;
      win.addEventListener(ANNOUNCE_EVENT, onAnnounce);
      win.addEventListener(LATE_INJECTION_EVENT, refresh);
      const EventConstructor = win.Event ?? Event;
      win.dispatchEvent(new EventConstructor(REQUEST_EVENT));
      refresh();
    },
    stop() {
      if (started && win) {
        win.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
        win.removeEventListener(LATE_INJECTION_EVENT, refresh);
      }
      started = false;
      waits.cancelAll();
    },
    connectors: () => [...current],
    find: (connectorId) => current.find((connector) => connector.id === connectorId),
    waitFor(connectorId, timeoutMs) {
      const found = current.find((connector) => connector.id === connectorId);
      if (found || !started) return Promise.resolve(found);
      return waits.waitFor(connectorId, timeoutMs);
    },
  };
}
