import { useEffect, useMemo, useState } from 'react';
import type { CatalogueWallet, WalletCatalogue } from '../../wallets/types.js';
import { connectViewWallets, needsWholeCatalogue } from '../../wallets/connect-list.js';
import { useConnection } from './useConnection.js';
import { useConnectors } from './useConnectors.js';
import { useKitStore } from './useKitStore.js';
import { useSelectWallet } from './useSelectWallet.js';
import { connectorChoice, prepareConnector, type WalletChoice } from './useWalletChoices.js';
import { useWalletConnectConnector } from './useWalletConnectClient.js';
import { useWalletList } from './useWalletList.js';
import { useWalletKit } from './useWalletKit.js';

/** Each catalogue's whole list once loaded, and its load: one load per page. */
const wholes = new WeakMap<WalletCatalogue, readonly CatalogueWallet[]>();
const loads = new WeakMap<WalletCatalogue, Promise<readonly CatalogueWallet[]>>();

function loadWhole(catalogue: WalletCatalogue): Promise<readonly CatalogueWallet[]> {
  let load = loads.get(catalogue);
  if (!load) {
    load = catalogue.whole().then((whole) => {
      wholes.set(catalogue, whole);
      return whole;
    });
    // A failed load is tried again by the next view that needs it.
    load.catch(() => loads.delete(catalogue));
    loads.set(catalogue, load);
  }
  return load;
}

/**
 * The Connect view's wallets in a kit with the catalogue, in the config's connector-type order:
 * this browser's connectors, and the catalogue's featured, custom and (up to 4) recommended
 * wallets at their group's turn. A catalogue wallet pairs over WalletConnect, as in AllWallets.
 *
 * `catalogue`: the whole list, or its first wallets with the rest on demand
 * (`CONNECT_CATALOGUE`): the rest is loaded when a featured or recent wallet is not among the
 * first ones or they leave the recommended group short, and the wallets are built again.
 */
export function useConnectWallets(
  catalogue: readonly CatalogueWallet[] | WalletCatalogue,
): WalletChoice[] {
  const kit = useWalletKit();
  const onDemand = 'whole' in catalogue ? catalogue : undefined;
  const [loaded, setLoaded] = useState(() => onDemand && wholes.get(onDemand));
  const wallets = onDemand ? (loaded ?? onDemand.first) : (catalogue as readonly CatalogueWallet[]);
  const list = useWalletList(wallets);
  const recent = useKitStore('connection', (s) => s.recentWallets);
  const select = useSelectWallet();
  const { connect } = useConnection();
  // The connectors with their badges; changes exactly when the kit's order may have changed.
  const connectors = useConnectors();
  // A catalogue wallet pairs over WalletConnect: pointing at it fetches the client's code (when
  // it has not come) and warms up the SDK.
  const walletConnect = useWalletConnectConnector()?.connector;
  // Rebuilt when `connectors` changes: the kit's groups change with it.
  const items = useMemo(
    () => connectViewWallets(kit.getOrderedConnectorGroups(), list),
    [kit, list, connectors],
  );
  const needsWhole =
    !!onDemand && !loaded && needsWholeCatalogue({ items, list, config: kit.config, recent });
  // Started while rendering, so the dialog prepared hidden (which runs no effects) loads it too.
  if (needsWhole && onDemand) void loadWhole(onDemand).catch(() => undefined);
  useEffect(() => {
    if (!needsWhole || !onDemand) return;
    let live = true;
    loadWhole(onDemand).then(
      (whole) => live && setLoaded(whole),
      () => undefined, // the first wallets stay
    );
    return () => {
      live = false;
    };
  }, [needsWhole, onDemand]);

  return useMemo(() => {
    const flags = new Map(connectors.map((item) => [item.connector.id, item]));
    return items.map((item) => {
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
  }, [items, select, connectors, walletConnect]);
}
