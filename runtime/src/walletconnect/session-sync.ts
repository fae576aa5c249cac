/**
 * Keeps the `connections` in step with what the wallet does to the session (accounts,
 * chain, namespace updates, end) and tells the adapters what changed, family by family.
 */
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../core/types.js';
import {
  activeConnection,
  movedConnection,
  sessionConnections,
  type Connections,
} from './connections.js';
import type { WalletConnectEmitter } from './events.js';
import type { SessionStruct } from './sdk.js';
import { readSession, type WalletConnectSession } from './session.js';
import type { SessionEventHandlers } from './session-events.js';
import type { WalletConnectStore } from './state.js';

export interface SessionSyncDeps {
  store: WalletConnectStore;
  emitter: WalletConnectEmitter;
  networks: readonly CaipNetwork[];
  session(): WalletConnectSession | undefined;
  replaceSession(session: WalletConnectSession): void;
  /** The wallet ended the session: the client does a full pairing reset before adapters hear of it. */
  endSession(): void;
}

export interface SessionSync extends SessionEventHandlers {
  /** Moves a family's active chain (a wallet chainChanged or our own switch). */
  moveChain(namespace: ChainNamespace, chain: CaipNetworkId): void;
}

export function createSessionSync(deps: SessionSyncDeps): SessionSync {
  const { store, emitter } = deps;

  /** Adapter events for every family whose chain or shown account differs. */
  function emitChanges(before: Connections, after: Connections): void {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const namespace = key as ChainNamespace;
      const was = activeConnection(before, namespace);
      const is = activeConnection(after, namespace);
      if (is && was?.caipNetworkId !== is.caipNetworkId) {
        emitter.emit({ type: 'chainChanged', namespace, caipNetworkId: is.caipNetworkId });
      }
      const address = is?.accounts[0]?.address;
      if (was?.accounts[0]?.address !== address) {
        emitter.emit({ type: 'accountsChanged', namespace, address });
      }
    }
  }

  function moveChain(namespace: ChainNamespace, chain: CaipNetworkId): void {
    const session = deps.session();
    const before = store.getState().connections;
    const current = activeConnection(before, namespace);
    if (!session || !current || current.caipNetworkId === chain) return;
    const after = { ...before, [namespace]: [movedConnection(session, current, namespace, chain)] };
    store.setState({ connections: after });
    emitChanges(before, after);
  }

  return {
    moveChain,
    onChainChanged: moveChain,

    onAccountsChanged(namespace, addresses) {
      const before = store.getState().connections;
      const current = activeConnection(before, namespace);
      if (!deps.session() || !current) return;
      const after = { ...before };
      // An empty list: the wallet took this family's accounts away.
      if (addresses.length > 0) {
        after[namespace] = [{ ...current, accounts: addresses.map((address) => ({ address })) }];
      } else {
        delete after[namespace];
      }
      store.setState({ connections: after });
      emitChanges(before, after);
    },

    onSessionUpdate(struct: SessionStruct | undefined) {
      if (!deps.session() || !struct) return;
      const session = readSession(struct);
      deps.replaceSession(session);
      const before = store.getState().connections;
      const after = sessionConnections(session, deps.networks, before);
      store.setState({ connections: after });
      emitChanges(before, after);
    },

    onSessionEnded(topic) {
      if (deps.session()?.topic !== topic) return;
      deps.endSession();
      emitter.emit({ type: 'disconnected' });
    },
  };
}
