/**
 * The one connection a Bitcoin, Polkadot or Cosmos adapter holds, and what all three do around
 * it: a new connection ends the one before it (and stops following that wallet's events); a
 * wallet that discovery no longer finds (uninstalled, disabled) ends the connection and the kit
 * hears "disconnect"; a call that needs a connection refuses without one. Also the adapter
 * members these families share word for word: start-up, the connector list, no balance, and
 * the tear-down.
 */
import type { PolledDiscovery } from './polled-discovery.js';
import type { AdapterContext, ChainAdapter, Connector } from './types.js';

export interface BrowserWalletSession {
  /** The wallet as discovery found it: the connection lasts while discovery still lists it. */
  readonly connector: Connector;
  /** Stops following the wallet's own events (account changes); replaced once subscribed. */
  unsubscribe(): void;
}

export interface BrowserWalletState<S extends BrowserWalletSession> {
  /** The kit's context, from `init`. */
  context: AdapterContext | undefined;
  /** The connection, if any. */
  readonly session: S | undefined;
  /** Holds `next` as the connection, ending the one before it. */
  begin(next: S): S;
  /** Ends the connection, if any, and gives it back. */
  end(): S | undefined;
  /** The wallet ended the connection (revoked, went away): ended here and told to the kit. */
  lost(): void;
  /** The connection, or the error a call that needs one throws. */
  connected(): S;
  /** Discovery's listener: a connection whose wallet went away is lost, then the list goes on. */
  connectorsChanged(connectors: Connector[]): void;
}

/** `family` names the chain family in "No bitcoin wallet is connected". */
export function createBrowserWalletState<S extends BrowserWalletSession>(
  family: string,
): BrowserWalletState<S> {
  let session: S | undefined;
  const state: BrowserWalletState<S> = {
    context: undefined,
    get session() {
      return session;
    },
    begin(next) {
      state.end();
      session = next;
      return next;
    },
    end() {
      const ended = session;
      session = undefined;
      ended?.unsubscribe();
      return ended;
    },
    lost() {
      state.end();
      state.context?.emit({ type: 'disconnect' });
    },
    connected() {
      if (!session) throw new Error(`No ${family} wallet is connected`);
      return session;
    },
    connectorsChanged(connectors) {
      const provider = session?.connector.provider;
      if (session && !connectors.some((connector) => connector.provider === provider)) {
        state.lost();
      }
      state.context?.emit({ type: 'connectors', connectors });
    },
  };
  return state;
}

/** The adapter members the three families share word for word. */
export function browserWalletMembers<S extends BrowserWalletSession, C extends Connector>(
  state: BrowserWalletState<S>,
  discovery: PolledDiscovery<C>,
): Pick<ChainAdapter, 'init' | 'getConnectors' | 'getBalance' | 'destroy'> {
  return {
    init(kitContext) {
      state.context = kitContext;
      discovery.start();
    },
    getConnectors: () => discovery.connectors(),
    async getBalance() {
      // No RPC or indexer of these families is configured: a balance that was not read is not
      // shown, rather than a made-up zero (docs/decisions.md).
      return undefined;
    },
    destroy() {
      discovery.stop();
      state.end();
    },
  };
}
