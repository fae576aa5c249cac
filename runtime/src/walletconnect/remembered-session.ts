/**
 * What the kit remembers of a WalletConnect session in its own storage (localStorage): each
 * family's active chain and accounts, and when the session expires. Read synchronously, it
 * tells a wallet call after a reload whether there is a session to restore (without it the call
 * fails at once, loading neither the session code nor the SDK) and which chain each family was
 * on; the SDK's own storage stays the authority that restores the session.
 */
import * as v from 'valibot';
import { CHAIN_NAMESPACES, isCaipNetworkId } from '@wallet-kit/schemas';
import type { KitStorage } from '../core/storage.js';
import type { CaipNetworkId, ChainNamespace } from '../core/types.js';
import type { WalletConnectConnection, WalletConnectState } from './state.js';

const connectionSchema = v.object({
  connectorId: v.string(),
  caipNetworkId: v.pipe(
    v.string(),
    v.check((value) => isCaipNetworkId(value)),
  ),
  accounts: v.array(v.object({ address: v.string() })),
});

const rememberedSchema = v.object({
  /** When the wallet stops honouring the session, ms since the epoch. */
  expiry: v.number(),
  connections: v.record(v.picklist(CHAIN_NAMESPACES), v.array(connectionSchema)),
});

export type RememberedSession = v.InferOutput<typeof rememberedSchema>;

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
  const field = storage.json(`walletconnect_session:${storagePrefix}`, rememberedSchema);
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
