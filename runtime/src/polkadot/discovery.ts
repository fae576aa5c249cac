/**
 * Discovery of Polkadot extensions: every entry of `window.injectedWeb3` becomes an INJECTED
 * connector. Extensions add their entry when their content script runs, which can be after the
 * kit starts: the list is read at start, when the page has loaded, and on demand while a silent
 * reconnect waits.
 */
import { createPolledDiscovery, type PolledDiscovery } from '../core/polled-discovery.js';
import type { Connector } from '../core/types.js';
import {
  extensionDisplayName,
  isInjectedWeb3Entry,
  type InjectedWeb3Entry,
  type PolkadotWindowLike,
} from './injected-web3.js';

const CONNECTOR_ID_PREFIX = 'injected-web3:';

export interface PolkadotExtensionConnector extends Connector {
  provider: InjectedWeb3Entry;
}

/** Stable across page loads: the extension's entry name is what a reconnect finds it by. */
export function polkadotConnectorId(entryName: string): string {
  return `${CONNECTOR_ID_PREFIX}${entryName}`;
}

export type PolkadotDiscovery = PolledDiscovery<PolkadotExtensionConnector>;

export function createPolkadotDiscovery(
  win: PolkadotWindowLike | undefined,
  onChange: (connectors: Connector[]) => void,
): PolkadotDiscovery {
  function read(): PolkadotExtensionConnector[] {
    const entries = Object.entries(win?.injectedWeb3 ?? {});
    return entries.flatMap(([entryName, entry]): PolkadotExtensionConnector[] =>
      isInjectedWeb3Entry(entry)
        ? [
            {
              id: polkadotConnectorId(entryName),
              name: extensionDisplayName(entryName),
              type: 'INJECTED',
              chain: 'polkadot',
              provider: entry,
            },
          ]
        : [],
    );
  }

  return createPolledDiscovery({ win, read, onChange });
}
