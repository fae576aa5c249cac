/**
 * The `connections` of a session: per family the active chain and its accounts. Pure
 * functions, so the rules for where a family starts and how wallet changes move it are
 * testable without a wallet.
 */
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../core/types.js';
import {
  addressesOn,
  chooseActiveChain,
  connectionOf,
  type WalletConnectSession,
} from './session.js';
import type { WalletConnectConnection, WalletConnectState } from './state.js';

export type Connections = WalletConnectState['connections'];

/** The chains a family prefers to start on: the one the kit asked for, then config order. */
export function preferredChains(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace,
  requested?: CaipNetwork,
): CaipNetworkId[] {
  const configured = networks
    .filter((network) => network.chainNamespace === namespace)
    .map((network) => network.caipNetworkId);
  return requested?.chainNamespace === namespace
    ? [requested.caipNetworkId, ...configured]
    : configured;
}

/**
 * One connection per family the wallet approved accounts for. A family keeps its current
 * active chain while the session still holds accounts on it (a session update must not
 * move the visitor), otherwise it starts on the first preferred chain.
 */
export function sessionConnections(
  session: WalletConnectSession,
  networks: readonly CaipNetwork[],
  current: Connections = {},
  requested?: CaipNetwork,
): Connections {
  const connections: Connections = {};
  for (const [key, namespace] of Object.entries(session.namespaces)) {
    const family = key as ChainNamespace;
    if (!namespace) continue;
    const kept = current[family]?.[0]?.caipNetworkId;
    const preferred = preferredChains(networks, family, requested);
    const active = chooseActiveChain(namespace, kept ? [kept, ...preferred] : preferred);
    if (active) connections[family] = [connectionOf(namespace, active)];
  }
  return connections;
}

export function activeConnection(
  connections: Connections,
  namespace: ChainNamespace,
): WalletConnectConnection | undefined {
  return connections[namespace]?.[0];
}

/**
 * The family's connection after its active chain moved: the accounts the session holds on
 * the new chain, or the current ones when the wallet has not (yet) added any there.
 */
export function movedConnection(
  session: WalletConnectSession,
  connection: WalletConnectConnection,
  namespace: ChainNamespace,
  chain: CaipNetworkId,
): WalletConnectConnection {
  const family = session.namespaces[namespace];
  const addresses = family ? addressesOn(family, chain) : [];
  return {
    ...connection,
    caipNetworkId: chain,
    accounts:
      addresses.length > 0 ? addresses.map((address) => ({ address })) : connection.accounts,
  };
}
