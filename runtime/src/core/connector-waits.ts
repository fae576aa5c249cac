/**
 * Waiting for a remembered wallet to be discovered. After a reload a wallet may announce
 * (EIP-6963) or register (Wallet Standard) a moment after the kit starts its silent
 * reconnect, so discovery lets callers wait a bounded time for a connector id to appear.
 * Shared by the chain adapters' discovery; holds no state beyond one instance.
 */
import type { Connector } from './types.js';

export interface ConnectorWaits {
  /** Resolves the connector once `notify` reports it, or undefined after `timeoutMs`. */
  waitFor(connectorId: string, timeoutMs: number): Promise<Connector | undefined>;
  /** Call whenever the discovered list changed: settles the waits whose connector appeared. */
  notify(connectors: readonly Connector[]): void;
  /** Discovery stopped: every pending wait resolves undefined at once. */
  cancelAll(): void;
}

interface PendingWait {
  connectorId: string;
  settle(connector: Connector | undefined): void;
}

export function createConnectorWaits(): ConnectorWaits {
  const pending = new Set<PendingWait>();
  return {
    waitFor(connectorId, timeoutMs) {
      return new Promise((resolve) => {
        const wait: PendingWait = {
          connectorId,
          settle(connector) {
            clearTimeout(timer);
            pending.delete(wait);
            resolve(connector);
          },
        };
        const timer = setTimeout(() => wait.settle(undefined), timeoutMs);
        pending.add(wait);
      });
    },
    notify(connectors) {
      for (const wait of pending) {
        const found = connectors.find((connector) => connector.id === wait.connectorId);
        if (found) wait.settle(found);
      }
    },
    cancelAll() {
      for (const wait of pending) wait.settle(undefined);
    },
  };
}
