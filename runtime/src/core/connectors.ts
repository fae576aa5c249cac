/**
 * Connectors and the order the Connect view lists them in: merging across chains,
 * connector-type order, connect-method order, exclusions.
 */
import { switchedOn, type ConnectorTypeOrderEntry, type ResolvedConfig } from '@wallet-kit/schemas';
import type { KitContext } from './context.js';
import type { RecentWallet } from './kit-api.js';
import type { ChainNamespace, Connector, ConnectorGroup, ConnectorType } from './types.js';

/** One name maps "Trust Wallet" to "Trust" so its EVM and Solana connectors merge. */
export const CONNECTOR_NAME_ALIASES: Readonly<Record<string, string>> = { 'Trust Wallet': 'Trust' };

export function normalizeConnectorName(name: string): string {
  return CONNECTOR_NAME_ALIASES[name] ?? name;
}

/** `excludeWalletIds` may name a connector by id, EIP-6963 rdns or wallet-registry id. */
export function isExcludedConnector(
  connector: Connector,
  excludeWalletIds: readonly string[],
): boolean {
  const names = [connector.id, connector.info?.rdns, connector.explorerId];
  return names.some((name) => name !== undefined && excludeWalletIds.includes(name));
}

/**
 * Connectors with the same name are merged across chains into one MULTI_CHAIN connector
 * holding one entry per chain. A merged WalletConnect or embedded (AUTH) connector keeps its
 * type, because the kit treats those kinds specially. Duplicates on one chain keep the first.
 */
export function mergeConnectors(connectors: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>();
  for (const connector of connectors) {
    const name = normalizeConnectorName(connector.name);
    const group = groups.get(name) ?? [];
    if (!group.some((item) => item.chain === connector.chain)) group.push(connector);
    groups.set(name, group);
  }
  return [...groups.entries()].map(([name, group]) => {
    const [first, ...others] = group as [Connector, ...Connector[]];
    if (others.length === 0) return first;
    const keepsType = first.type === 'WALLET_CONNECT' || first.type === 'AUTH';
    return {
      id: first.id,
      name,
      type: keepsType ? first.type : 'MULTI_CHAIN',
      chain: first.chain,
      imageUrl: group.find((item) => item.imageUrl)?.imageUrl,
      imageId: group.find((item) => item.imageId)?.imageId,
      explorerId: group.find((item) => item.explorerId)?.explorerId,
      info: first.info,
      connectors: group,
    } satisfies Connector;
  });
}

/** The kind a connector counts as for ordering: a merged connector counts as its members. */
export function connectorKind(connector: Connector): ConnectorType {
  if (connector.type !== 'MULTI_CHAIN') return connector.type;
  const members = connector.connectors ?? [];
  if (members.some((m) => m.type === 'INJECTED' || m.type === 'ANNOUNCED')) return 'INJECTED';
  return members[0]?.type ?? 'EXTERNAL';
}

/** Rebuilds the connector store from every adapter's latest list. */
export function refreshConnectors(ctx: KitContext): void {
  const all = [...ctx.adapterConnectors.values()].flat();
  const visible = all.filter((c) => !isExcludedConnector(c, ctx.config.excludeWalletIds));
  ctx.stores.connector.setState({ connectors: mergeConnectors(visible) });
}

export function setAdapterConnectors(
  ctx: KitContext,
  namespace: ChainNamespace,
  connectors: Connector[],
): void {
  ctx.adapterConnectors.set(namespace, connectors);
  refreshConnectors(ctx);
}

/** The connector (or the member of a merged one) with this id on this chain. */
export function findConnector(
  ctx: KitContext,
  namespace: ChainNamespace,
  id: string,
): Connector | undefined {
  return ctx.adapterConnectors.get(namespace)?.find((connector) => connector.id === id);
}

/** The active connector id is kept per namespace. */
export function setActiveConnectorId(
  ctx: KitContext,
  namespace: ChainNamespace,
  id: string | undefined,
): void {
  ctx.stores.connector.setState((state) => {
    const activeConnectorIds = { ...state.activeConnectorIds };
    if (id === undefined) delete activeConnectorIds[namespace];
    else activeConnectorIds[namespace] = id;
    return { activeConnectorIds };
  });
  if (id === undefined) ctx.storage.connectorId(namespace).remove();
  else ctx.storage.connectorId(namespace).set(id);
}

export function isConnectedThroughWalletConnect(ctx: KitContext): boolean {
  const { chains } = ctx.stores.chain.getState();
  return Object.values(chains).some(
    (entry) =>
      !!entry.accountState.address &&
      entry.accountState.connectedWalletInfo?.type === 'WALLET_CONNECT',
  );
}

function matchesRecent(connector: Connector, wallet: RecentWallet): boolean {
  return connector.id === wallet.id || (!!wallet.rdns && wallet.rdns === connector.info?.rdns);
}

function featuredRank(connector: Connector, featuredIds: readonly string[]): number {
  const names = [connector.id, connector.explorerId, connector.info?.rdns];
  const ranks = names.map((name) => (name === undefined ? -1 : featuredIds.indexOf(name)));
  return Math.max(...ranks);
}

type GroupPicker = (candidates: Connector[]) => Connector[];

function groupPickers(ctx: KitContext): Record<ConnectorTypeOrderEntry, GroupPicker> {
  const { config } = ctx;
  const recentWallets = ctx.stores.connection.getState().recentWallets;
  return {
    walletConnect: (candidates) => candidates.filter((c) => connectorKind(c) === 'WALLET_CONNECT'),
    recent: (candidates) =>
      recentWallets.flatMap((wallet) =>
        candidates.filter((c) => matchesRecent(c, wallet)).slice(0, 1),
      ),
    injected: (candidates) =>
      candidates.filter((c) => ['INJECTED', 'ANNOUNCED'].includes(connectorKind(c))),
    featured: (candidates) =>
      candidates
        .filter((c) => featuredRank(c, config.featuredWalletIds) >= 0)
        .sort(
          (a, b) =>
            featuredRank(a, config.featuredWalletIds) - featuredRank(b, config.featuredWalletIds),
        ),
    custom: (candidates) =>
      candidates.filter((c) => config.customWallets.some((wallet) => wallet.id === c.id)),
    external: (candidates) => candidates.filter((c) => connectorKind(c) === 'EXTERNAL'),
    // Recommended wallets are catalogue wallets, not connectors: wallets/connect-list.ts
    // places them at this group's turn.
    recommended: () => [],
  };
}

/**
 * The config's connector-type order. Each connector is listed once, in the first group of the order
 * that claims it (a recent injected wallet shows under "recent" when recent comes first).
 * Groups the host left out of the order are not shown. Embedded (AUTH) connectors are
 * reached through email/social, never listed as wallets.
 */
export function getOrderedConnectors(ctx: KitContext): Connector[] {
  return getOrderedConnectorGroups(ctx).flatMap((group) => group.connectors);
}

/**
 * `getOrderedConnectors` by group, so a view can place wallets that are not connectors (the
 * catalogue's featured, custom and recommended wallets) at their group's place in the order.
 */
export function getOrderedConnectorGroups(ctx: KitContext): ConnectorGroup[] {
  const pickers = groupPickers(ctx);
  // The walletConnect entry is hidden when WalletConnect is disabled or already connected.
  const showWalletConnect = ctx.config.enableWalletConnect && !isConnectedThroughWalletConnect(ctx);
  const hidden = (c: Connector) =>
    connectorKind(c) === 'AUTH' || (connectorKind(c) === 'WALLET_CONNECT' && !showWalletConnect);
  let remaining = ctx.stores.connector.getState().connectors.filter((c) => !hidden(c));
  const groups: ConnectorGroup[] = [];
  for (const type of ctx.config.connectorTypeOrder) {
    const picked = pickers[type](remaining);
    groups.push({ type, connectors: picked });
    remaining = remaining.filter((c) => !picked.includes(c));
  }
  return groups;
}

export type ConnectMethod = 'email' | 'social' | 'wallet';

/**
 * Connect-method order: email, social, wallet by default; wallet first when an injected
 * or announced wallet is shown; the host's order overrides both. Email is dropped when the
 * email feature is off and social when no social provider is configured: the config's switches
 * as the generator decided them (left out when built or served not, see `decidedSwitches`).
 */
export function getConnectMethodsOrder(ctx: KitContext): ConnectMethod[] {
  const { config } = ctx;
  const base = config.connectMethodsOrder ?? defaultConnectMethodsOrder(ctx);
  return [...new Set(base)].filter((method) => isConnectMethodEnabled(config, method));
}

function defaultConnectMethodsOrder(ctx: KitContext): ConnectMethod[] {
  const walletShown = getOrderedConnectors(ctx).some((c) =>
    ['INJECTED', 'ANNOUNCED'].includes(connectorKind(c)),
  );
  return walletShown ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'];
}

function isConnectMethodEnabled(config: ResolvedConfig, method: ConnectMethod): boolean {
  if (method === 'email') return switchedOn(config, 'email');
  if (method === 'social') return switchedOn(config, 'socials');
  return true;
}
