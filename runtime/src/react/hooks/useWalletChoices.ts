import { useMemo } from 'react';
import type { Connector } from '../../core/types.js';
import { useConnection } from './useConnection.js';
import { useConnectors } from './useConnectors.js';

/** One wallet of the Connect view: a connector of this browser or a catalogue wallet. */
export interface WalletChoice {
  /** The connector's id, or the catalogue wallet's id. */
  id: string;
  name: string;
  imageUrl?: string;
  /** The visitor connected with it before (one of the remembered recent wallets). */
  isRecent: boolean;
  /** The wallet is present in this browser (announced over EIP-6963 or injected). */
  isInstalled: boolean;
  /** Connects it: its own prompt, or WalletConnect pairing (ConnectingWalletConnect). */
  select(): void;
  /** Warms up what `select` will need, as the visitor points at or focuses the choice. */
  prepare(): void;
}

/** Every connector `connector` stands for (a merged connector stands for one per chain). */
const connectorsOf = (connector: Connector): Connector[] => [
  connector,
  ...(connector.connectors ?? []),
];

/** Warms up every connector behind `connector` that has something to load. */
export function prepareConnector(connector: Connector): void {
  for (const each of connectorsOf(connector)) each.prepare?.();
}

export function connectorChoice(
  connector: Connector,
  flags: { isRecent: boolean; isInstalled: boolean },
  connect: (connector: Connector) => unknown,
): WalletChoice {
  const { id, name, imageUrl } = connector;
  return {
    id,
    name,
    imageUrl,
    ...flags,
    select: () => void connect(connector),
    prepare: () => prepareConnector(connector),
  };
}

/**
 * The Connect view's wallets in a kit without the catalogue: the connectors of this browser
 * in the config's connector-type order. With the catalogue, see `useConnectWallets`.
 */
export function useWalletChoices(): WalletChoice[] {
  const items = useConnectors();
  const { connect } = useConnection();
  return useMemo(
    () => items.map(({ connector, ...flags }) => connectorChoice(connector, flags, connect)),
    // `connect` is a fresh function each render but always calls the same kit.
    [items],
  );
}
