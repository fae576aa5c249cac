/**
 * What the kit remembers of a WalletConnect session in its own storage (localStorage): each
 * family's active chain and accounts, and when the session expires. Read synchronously, it
 * tells a wallet call after a reload whether there is a session to restore (without it the call
 * fails at once, loading neither the session code nor the SDK) and which chain each family was
 * on; the SDK's own storage stays the authority that restores the session.
 */
import { CHAIN_NAMESPACES, isCaipNetworkId } from '@wallet-kit/schemas';
import type { KitStorage } from '../core/storage.js';
import * as shape from '../core/stored-shape.js';
import type { CaipNetworkId, ChainNamespace } from '../core/types.js';
import type { WalletConnectConnection, WalletConnectState } from './state.js';

interface RememberedConnection {
  connectorId: string;
  caipNetworkId: string;
  accounts: { address: string }[];
}

export interface RememberedSession {
  /** When the wallet stops honouring the session, ms since the epoch. */
  expiry: number;
  connections: Partial<Record<ChainNamespace, RememberedConnection[]>>;
}

const rememberedShape = shape.object<RememberedSession>({
  expiry: shape.number,
  connections: shape.record(
    shape.picklist(CHAIN_NAMESPACES),
    shape.array(
      shape.object<RememberedConnection>({
        connectorId: shape.string,
        caipNetworkId: shape.refine(shape.string, isCaipNetworkId, 'a CAIP-2 network id'),
        accounts: shape.array(shape.object({ address: shape.string })),
      }),
    ),
  ),
});

export interface RememberedSessionField {
  /** The family's remembered connection, while the remembered session has not expired. */
  connection(namespace: ChainNamespace, now: number): WalletConnectConnection | undefined;
  /** Whether an unexpired session is remembered at all. */
  has(now: number): boolean;
  save(expiry: number, connections: WalletConnectState['connections']): void;
  forget(): void;
}

/** One key per storage prefix: two kits on a page remember their sessions apart. */
export function rememberedSession(
  storage: KitStorage,
  storagePrefix: string,
): RememberedSessionField {
  const field = storage.json(`walletconnect_session:${storagePrefix}`, rememberedShape);
  const live = (now: number) => {
    const stored = field.get();
    return stored && stored.expiry > now ? stored : undefined;
  };
  return {
    connection(namespace, now) {
      const connection = live(now)?.connections[namespace]?.[0];
      if (!connection?.accounts[0]) return undefined;
      return { ...connection, caipNetworkId: connection.caipNetworkId as CaipNetworkId };
    },
    has: (now) => live(now) !== undefined,
    save(expiry, connections) {
      field.set({ expiry, connections: connections as RememberedSession['connections'] });
    },
    forget: () => field.remove(),
  };
}
