/**
 * Discovery of Keplr-style wallets: each known global that holds the interface becomes an
 * INJECTED connector. Read at start, again when the page has loaded, and on demand while a
 * silent reconnect waits for a wallet that injects late.
 */
import { createPolledDiscovery, type PolledDiscovery } from '../core/polled-discovery.js';
import type { Connector } from '../core/types.js';
import {
  isKeplrLike,
  KEPLR_STYLE_WALLETS,
  type CosmosWindowLike,
  type KeplrLike,
  type KeplrStyleWallet,
} from './keplr-source.js';

const CONNECTOR_ID_PREFIX = 'keplr-style:';

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

export type CosmosDiscovery = PolledDiscovery<CosmosWalletConnector>;

export function createCosmosDiscovery(
  win: CosmosWindowLike | undefined,
  onChange: (connectors: Connector[]) => void,
): CosmosDiscovery {
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

  return createPolledDiscovery({ win, read, onChange });
}
