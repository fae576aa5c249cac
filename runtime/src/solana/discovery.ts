/**
 * Discovery of injected Solana wallets through the Wallet Standard: every registered wallet
 * that can connect and serves a `solana:*` chain becomes an ANNOUNCED connector.
 */
import type { Wallet } from '@wallet-standard/base';
import { createConnectorWaits } from '../core/connector-waits.js';
import type { Connector } from '../core/types.js';
import {
  openWalletSource,
  type OpenedWalletSource,
  type SolanaWindowLike,
} from './wallet-source.js';

const CONNECTOR_ID_PREFIX = 'wallet-standard:';

/**
 * Stable across page loads (a silent reconnect finds the wallet by it): the Wallet Standard
 * gives wallets no rdns or uuid, and the name is what wallets keep fixed.
 */
export function walletConnectorId(wallet: Wallet): string {
  return `${CONNECTOR_ID_PREFIX}${wallet.name}`;
}

export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    typeof wallet.features?.['standard:connect'] === 'object' &&
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  );
}

function toConnector(wallet: Wallet): Connector {
  return {
    id: walletConnectorId(wallet),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    // The standard requires a data URI; any other URL would make the page fetch an address
    // a wallet chose, so it is dropped and the UI shows its fallback.
    ...(typeof wallet.icon === 'string' && wallet.icon.startsWith('data:image/')
      ? { imageUrl: wallet.icon }
      : {}),
    provider: wallet,
  };
}

export interface SolanaWalletDiscovery {
  start(): void;
  stop(): void;
  connectors(): Connector[];
  find(connectorId: string): Connector | undefined;
  /** Resolves the connector as soon as it registers, or undefined after `timeoutMs`. */
  waitFor(connectorId: string, timeoutMs: number): Promise<Connector | undefined>;
}

function sameConnectors(a: readonly Connector[], b: readonly Connector[]): boolean {
  return a.length === b.length && a.every((connector, i) => connector.provider === b[i]?.provider);
}

export function createSolanaDiscovery(
  win: SolanaWindowLike | undefined,
  onChange: (connectors: Connector[]) => void,
): SolanaWalletDiscovery {
  const waits = createConnectorWaits();
  let opened: OpenedWalletSource | undefined;
  let unsubscribe: (() => void)[] = [];
  let current: Connector[] = [];

  function refresh(): void {
    const wallets = opened?.source.get() ?? [];
    const byId = new Map<string, Connector>();
    // Two wallets with one name would share an id; the first registered keeps it.
    for (const wallet of wallets) {
      if (!isSolanaWallet(wallet)) continue;
      const id = walletConnectorId(wallet);
      if (!byId.has(id)) byId.set(id, toConnector(wallet));
    }
    const next = [...byId.values()];
    if (sameConnectors(current, next)) return;
    current = next;
    waits.notify(current);
    onChange([...current]);
  }

  return {
    start() {
      if (opened) return;
      opened = openWalletSource(win);
      if (!opened) return;
      unsubscribe = [
        opened.source.on('register', refresh),
        opened.source.on('unregister', refresh),
      ];
      refresh();
    },
    stop() {
      for (const off of unsubscribe) off();
      unsubscribe = [];
      opened?.close();
      opened = undefined;
      waits.cancelAll();
    },
    connectors: () => [...current],
    find: (connectorId) => current.find((connector) => connector.id === connectorId),
    waitFor(connectorId, timeoutMs) {
      const found = current.find((connector) => connector.id === connectorId);
      if (found || !opened) return Promise.resolve(found);
      return waits.waitFor(connectorId, timeoutMs);
    },
  };
}
