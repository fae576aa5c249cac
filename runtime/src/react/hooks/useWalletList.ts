import { useMemo } from 'react';
import { connectorKind } from '../../core/connectors.js';
import type { Connector } from '../../core/types.js';
import {
  buildWalletList,
  type WalletListConfig,
  type WalletListInput,
} from '../../wallets/list.js';
import type { CatalogueWallet, WalletListEntry } from '../../wallets/types.js';
import { useKitStore } from './useKitStore.js';
import { useWalletKit } from './useWalletKit.js';

/** The browser's own wallets, as the list expects them (a merged multi-chain one counts too). */
function installedConnectors(connectors: readonly Connector[]): Connector[] {
  return connectors
    .filter(
      (connector) => connectorKind(connector) === 'INJECTED' || connector.type === 'ANNOUNCED',
    )
    .map((connector) => ({ ...connector, type: 'ANNOUNCED' as const }));
}

type ListInputs = [
  readonly CatalogueWallet[],
  WalletListConfig,
  readonly Connector[],
  WalletListInput['recent'],
];

/**
 * The last list built and what it was built from. Every dialog (the one prepared hidden after
 * each close, a Connect view mounted again) then builds the list once between two changes of
 * the kit's connectors or recent wallets, not once each: an opening does not pay for it again.
 */
let lastBuilt: { inputs: ListInputs; list: WalletListEntry[] } | undefined;

function walletListOf(...inputs: ListInputs): WalletListEntry[] {
  if (lastBuilt && lastBuilt.inputs.every((input, index) => input === inputs[index])) {
    return lastBuilt.list;
  }
  const [catalogue, config, connectors, recent] = inputs;
  const list = buildWalletList({
    catalogue,
    config,
    installed: installedConnectors(connectors),
    recent,
  });
  lastBuilt = { inputs, list };
  return list;
}

/** The catalogue as the AllWallets list (`buildWalletList`) for this kit's config and browser. */
export function useWalletList(catalogue: readonly CatalogueWallet[]): WalletListEntry[] {
  const kit = useWalletKit();
  const connectors = useKitStore('connector', (s) => s.connectors);
  const recent = useKitStore('connection', (s) => s.recentWallets);
  return useMemo(
    () => walletListOf(catalogue, kit.config, connectors, recent),
    [catalogue, kit.config, connectors, recent],
  );
}
