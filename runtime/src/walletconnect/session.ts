/**
 * A WalletConnect session as the kit sees it: the approved chains and accounts per chain
 * family, read from the SDK's session struct (whose namespace keys may be a family,
 * `eip155`, or a single chain, `eip155:1`).
 */
import { CHAIN_NAMESPACES } from '@wallet-kit/schemas';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../core/types.js';
import { WALLET_CONNECT_CONNECTOR_ID } from './constants.js';
import type { SessionStruct } from './sdk.js';
import type { WalletConnectConnection } from './state.js';

export interface SessionNamespace {
  /** Approved CAIP-2 chains, in the wallet's order. */
  chains: CaipNetworkId[];
  /** Approved CAIP-10 accounts (`namespace:reference:address`). */
  accounts: CaipAddress[];
  /** The methods the wallet approved for the family: a request for any other is refused. */
  methods?: string[];
}

export interface WalletConnectSession {
  topic: string;
  /** When the wallet stops honouring the session, ms since the epoch. */
  expiry: number;
  /** The wallet's own description of itself (shown as the connected wallet). */
  wallet: { name: string; url: string; icons: string[] };
  namespaces: Partial<Record<ChainNamespace, SessionNamespace>>;
}

function asChainNamespace(key: string): ChainNamespace | undefined {
  const family = key.split(':')[0];
  return CHAIN_NAMESPACES.find((namespace) => namespace === family);
}

/** `eip155:1:0xabc` → `eip155:1`. */
export function accountChain(account: string): CaipNetworkId {
  const [namespace, reference] = account.split(':');
  return `${namespace}:${reference}` as CaipNetworkId;
}

/** `eip155:1:0xabc` → `0xabc`; a bare address is returned as is. */
export function accountAddress(account: string): string {
  const parts = account.split(':');
  return parts.length >= 3 ? parts.slice(2).join(':') : account;
}

export function readSession(struct: SessionStruct): WalletConnectSession {
  const namespaces: WalletConnectSession['namespaces'] = {};
  for (const [key, value] of Object.entries(struct.namespaces)) {
    const family = asChainNamespace(key);
    if (!family) continue; // a family the kit does not handle (near, tezos, ...)
    const entry = (namespaces[family] ??= { chains: [], accounts: [] });
    const chains = value.chains ?? (key.includes(':') ? [key] : []);
    for (const chain of [...chains, ...value.accounts.map(accountChain)]) {
      if (!entry.chains.includes(chain as CaipNetworkId)) entry.chains.push(chain as CaipNetworkId);
    }
    for (const account of value.accounts) {
      if (!entry.accounts.includes(account as CaipAddress))
        entry.accounts.push(account as CaipAddress);
    }
    const methods = (entry.methods ??= []);
    for (const method of value.methods ?? []) if (!methods.includes(method)) methods.push(method);
  }
  const metadata = struct.peer.metadata;
  return {
    topic: struct.topic,
    expiry: struct.expiry * 1000,
    wallet: { name: metadata.name, url: metadata.url, icons: [...(metadata.icons ?? [])] },
    namespaces,
  };
}

/** The distinct addresses the session holds on one chain, in the wallet's order. */
export function addressesOn(namespace: SessionNamespace, chain: CaipNetworkId): string[] {
  const addresses = namespace.accounts
    .filter((account) => accountChain(account) === chain)
    .map(accountAddress);
  return [...new Set(addresses)];
}

/**
 * The chain a namespace starts on: the first preferred chain the wallet approved with an
 * account on it (the configured order, or the network the kit asked for), else the
 * wallet's first.
 */
export function chooseActiveChain(
  namespace: SessionNamespace,
  preferred: readonly CaipNetworkId[],
): CaipNetworkId | undefined {
  const withAccounts = namespace.chains.filter((chain) => addressesOn(namespace, chain).length > 0);
  return preferred.find((chain) => withAccounts.includes(chain)) ?? withAccounts[0];
}

export function connectionOf(
  namespace: SessionNamespace,
  activeChain: CaipNetworkId,
): WalletConnectConnection {
  return {
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    caipNetworkId: activeChain,
    accounts: addressesOn(namespace, activeChain).map((address) => ({ address })),
  };
}
