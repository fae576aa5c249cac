/**
 * Discovery of Polkadot extensions: every entry of `window.injectedWeb3` becomes an INJECTED
 * connector. Extensions add their entry when their content script runs, which can be after the
 * kit starts: the list is read at start, when the page has loaded, and on demand while a silent
 * reconnect waits.
 */
import { createConnectorWaits } from '../core/connector-waits.js';
import type { Connector } from '../core/types.js';
import {
  extensionDisplayName,
  isInjectedWeb3Entry,
  type InjectedWeb3Entry,
  type PolkadotWindowLike,
} from './injected-web3.js';

const CONNECTOR_ID_PREFIX = 'injected-web3:';
/** How often a waiting reconnect looks again for an extension that has not injected yet. */
const POLL_MS = 100;

export interface PolkadotExtensionConnector extends Connector {
  provider: InjectedWeb3Entry;
}

/** Stable across page loads: the extension's entry name is what a reconnect finds it by. */
export function polkadotConnectorId(entryName: string): string {
  return `${CONNECTOR_ID_PREFIX}${entryName}`;
}

export interface PolkadotDiscovery {
  start(): void;
  stop(): void;
  connectors(): PolkadotExtensionConnector[];
  find(connectorId: string): PolkadotExtensionConnector | undefined;
  waitFor(connectorId: string, timeoutMs: number): Promise<PolkadotExtensionConnector | undefined>;
}

export function createPolkadotDiscovery(
  win: PolkadotWindowLike | undefined,
  onChange: (connectors: Connector[]) => void,
): PolkadotDiscovery {
  const waits = createConnectorWaits();
  let current: PolkadotExtensionConnector[] = [];
  let started = false;

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
        return (await waits.waitFor(connectorId, timeoutMs)) as
          PolkadotExtensionConnector | undefined;
      } finally {
        clearInterval(poll);
      }
    },
  };
}
