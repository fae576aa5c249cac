/**
 * What the adapters of browser-wallet families (Bitcoin, Polkadot, Cosmos) share around their
 * discovery: finding the chosen wallet, waiting a bounded time for a remembered one after a
 * reload, and refusing a network the kit was not configured with.
 */
import { ERRORS } from './errors.js';
import type { PolledDiscovery } from './polled-discovery.js';
import type { AdapterConnection, AdapterContext, CaipNetwork, Connector } from './types.js';

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
