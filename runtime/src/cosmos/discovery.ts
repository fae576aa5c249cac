/**
 * Discovery of Keplr-style wallets: each known global that holds the interface becomes an
 * INJECTED connector. Read at start, again when the page has loaded, and on demand while a
 * silent reconnect waits for a wallet that injects late.
 */
import { createConnectorWaits } from '../core/connector-waits.js';
import type { Connector } from '../core/types.js';
import {
  isKeplrLike,
  KEPLR_STYLE_WALLETS,
  type CosmosWindowLike,
  type KeplrLike,
  type KeplrStyleWallet,
} from './keplr-source.js';

const CONNECTOR_ID_PREFIX = 'keplr-style:';
/** How often a waiting reconnect looks again for a wallet that has not injected yet. */
const POLL_MS = 100;

export interface CosmosWalletConnector extends Connector {
  provider: KeplrLike;
}

export function cosmosConnectorId(wallet: KeplrStyleWallet): string {
  return `${CONNECTOR_ID_PREFIX}${wallet.global}`;
}

export function keyChangeEventOf(connectorId: string): string | undefined {
  return KEPLR_STYLE_WALLETS.find((wallet) => cosmosConnectorId(wallet) === connectorId)
    ?.keyChangeEvent;
}

export interface CosmosDiscovery {
  start(): void;
  stop(): void;
  connectors(): CosmosWalletConnector[];
  find(connectorId: string): CosmosWalletConnector | undefined;
  waitFor(connectorId: string, timeoutMs: number): Promise<CosmosWalletConnector | undefined>;
}

export function createCosmosDiscovery(
  win: CosmosWindowLike | undefined,
  onChange: (connectors: Connector[]) => void,
): CosmosDiscovery {
  const waits = createConnectorWaits();
  let current: CosmosWalletConnector[] = [];
  let started = false;

  function read(): CosmosWalletConnector[] {
    if (!win) return [];
    return KEPLR_STYLE_WALLETS.flatMap((wallet): CosmosWalletConnector[] => {
      const provider = win[wallet.global];
      if (!isKeplrLike(provider)) return [];
      // Leap also answers as `window.keplr`: the same object under two names is one wallet.
      return [
        {
          id: cosmosConnectorId(wallet),
          name: wallet.name,
          type: 'INJECTED',
          chain: 'cosmos',
          provider,
        },
      ];
    }).filter(
      (connector, index, all) => all.findIndex((c) => c.provider === connector.provider) === index,
    );
  }

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
      if (started || !win) return;
      started = true;
      win.addEventListener('load', refresh);
      refresh();
    },
    stop() {
      if (!started || !win) return;
      started = false;
      win.removeEventListener('load', refresh);
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
        return (await waits.waitFor(connectorId, timeoutMs)) as CosmosWalletConnector | undefined;
      } finally {
        clearInterval(poll);
      }
    },
  };
}
