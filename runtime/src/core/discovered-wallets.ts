/**
 * What the adapters of browser-wallet families share around their discovery: how long every one
 * of them waits for a remembered wallet after a reload; and, for Bitcoin, Polkadot and Cosmos,
 * finding the chosen wallet, the silent reconnect and refusing a network the kit was not
 * configured with.
 */
import { ERRORS } from './errors.js';
import type { PolledDiscovery } from './polled-discovery.js';
import type { AdapterConnection, AdapterContext, CaipNetwork, Connector } from './types.js';

/**
 * How long every browser-wallet adapter waits, after a reload, for the remembered wallet to
 * announce itself: extensions announce a moment after the page starts, and a reconnect that
 * waits longer only delays the page showing "not connected".
 */
export const DEFAULT_RECONNECT_WAIT_MS = 1000;

/** The discovered connector `connectorId` names, or the error the Connect view shows. */
export function discoveredConnector<C extends Connector>(
  discovery: PolledDiscovery<C>,
  connectorId: string,
): C {
  const connector = discovery.find(connectorId);
  if (!connector) throw new Error(`Wallet ${connectorId} is not available`);
  return connector;
}

/**
 * A silent reconnect: waits for the remembered wallet, then resumes through `resume`, which must
 * not prompt. A wallet that does not appear, or refuses, means "not reconnected" (null), never
 * an error the visitor sees.
 */
export async function reconnectDiscovered<C extends Connector>(
  discovery: PolledDiscovery<C>,
  connectorId: string,
  waitMs: number,
  resume: (connector: C) => Promise<AdapterConnection | null>,
): Promise<AdapterConnection | null> {
  const connector = await discovery.waitFor(connectorId, waitMs);
  if (!connector) return null;
  try {
    return await resume(connector);
  } catch {
    return null;
  }
}

/** Refuses a network that is not among the kit's configured ones (when it has any). */
export function assertConfiguredNetwork(
  context: AdapterContext | undefined,
  network: CaipNetwork,
): void {
  const configured = context?.networks ?? [];
  if (configured.length > 0 && !configured.some((n) => n.caipNetworkId === network.caipNetworkId)) {
    throw new Error(ERRORS.NETWORK_NOT_FOUND);
  }
}
