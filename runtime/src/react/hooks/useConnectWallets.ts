import { useMemo } from 'react';
import type { CatalogueWallet } from '../../wallets/types.js';
import { connectViewWallets } from '../../wallets/connect-list.js';
import { useConnection } from './useConnection.js';
import { useConnectors } from './useConnectors.js';
import { useSelectWallet } from './useSelectWallet.js';
import { connectorChoice, prepareConnector, type WalletChoice } from './useWalletChoices.js';
import { useWalletConnectClient } from './useWalletConnectClient.js';
import { useWalletList } from './useWalletList.js';
import { useWalletKit } from './useWalletKit.js';

/**
 * The Connect view's wallets in a kit with the catalogue, in the config's connector-type order:
 * this browser's connectors, and the catalogue's featured, custom and (up to 4) recommended
 * wallets at their group's turn. A catalogue wallet pairs over WalletConnect, as in AllWallets.
 */
export function useConnectWallets(catalogue: readonly CatalogueWallet[]): WalletChoice[] {
  const kit = useWalletKit();
  const list = useWalletList(catalogue);
  const select = useSelectWallet();
  const { connect } = useConnection();
  // The connectors with their badges; changes exactly when the kit's order may have changed.
  const connectors = useConnectors();
  // A catalogue wallet pairs over WalletConnect: pointing at it warms up the SDK.
  const walletConnect = useWalletConnectClient()?.connector;
  return useMemo(() => {
    const flags = new Map(connectors.map((item) => [item.connector.id, item]));
    return connectViewWallets(kit.getOrderedConnectorGroups(), list).map((item) => {
      if (item.kind === 'connector') {
        const { isRecent = false, isInstalled = false } = flags.get(item.connector.id) ?? {};
        return connectorChoice(item.connector, { isRecent, isInstalled }, connect);
      }
      const { wallet } = item.entry;
      return {
        id: wallet.id,
        name: wallet.name,
        imageUrl: wallet.imageUrl,
        isRecent: item.group === 'recent',
        isInstalled: false,
        select: () => select(item.entry),
        prepare: () => walletConnect && prepareConnector(walletConnect),
      };
    });
  }, [kit, list, select, connectors, walletConnect]);
}
