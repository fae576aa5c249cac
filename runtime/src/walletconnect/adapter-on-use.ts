/**
 * `createWalletConnectAdapterOnUse(onUse, namespace)`: a family's WalletConnect adapter as a
 * kit's first load carries it. Its connector is listed from the start; the adapter that does the
 * work (adapter.ts) is made when the client comes (client-on-use.ts) and every call is handed to
 * it, each waiting for it while it is on its way. After a reload, a remembered session's account
 * shows at once from the kit's storage while the client comes and restores it behind.
 */
import type {
  AdapterConnection,
  AdapterContext,
  CaipNetwork,
  ChainAdapter,
} from '../core/types.js';
import type { WalletConnectAdapterNamespace } from './adapter.js';
import type { WalletConnectOnUse } from './client-on-use.js';
import {
  DESTROYED,
  NOT_CONNECTED,
  WALLET_CONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from './connector-constants.js';
import { walletCallsOnArrival } from './wallet-calls-on-arrival.js';

export function createWalletConnectAdapterOnUse(
  onUse: WalletConnectOnUse,
  namespace: WalletConnectAdapterNamespace,
): ChainAdapter {
  const connector = walletConnectConnector(namespace, onUse);
  let context: AdapterContext | undefined;
  /** The working adapter, once the client has come. */
  let loaded: ChainAdapter | undefined;
  /** A remembered session shown before the client came: restored when it comes. */
  let shown: { connectorId: string; network: CaipNetwork } | undefined;
  let destroyed = false;
  const release = onUse.retain();

  /** The session shown from storage is not there after all: the kit disconnects the family. */
  function endShown(): void {
    if (!shown) return;
    shown = undefined;
    onUse.forgetRemembered();
    context?.emit({ type: 'disconnect' });
  }

  function arrive(adapter: ChainAdapter): void {
    loaded = adapter;
    if (context) adapter.init(context);
    if (!shown) return;
    adapter.reconnect(shown).then(
      (connection) => {
        if (connection) shown = undefined;
        else endShown();
      },
      () => endShown(),
    );
  }

  // Made synchronously as the client comes, for every family at once: each retains the client
  // before any could release it.
  const stopWaiting = onUse.subscribe(({ client, code }) => {
    if (!destroyed) arrive(code.createWalletConnectAdapter(client, namespace));
  });
  const arrival = onUse.arrived();
  if (arrival) arrive(arrival.code.createWalletConnectAdapter(arrival.client, namespace));

  async function working(): Promise<ChainAdapter> {
    await onUse.load();
    if (!loaded) throw new Error(DESTROYED);
    return loaded;
  }

  return {
    namespace,

    init(kitContext) {
      context = kitContext;
      loaded?.init(kitContext);
    },

    getConnectors: () => [connector],

    connect: async (params) => (await working()).connect(params),

    async reconnect(params): Promise<AdapterConnection | null> {
      if (params.connectorId !== WALLET_CONNECT_CONNECTOR_ID) return null;
      if (loaded) return loaded.reconnect(params);
      const remembered = onUse.rememberedConnection(namespace);
      // Nothing remembered: the SDK's own storage may still hold a session, as before.
      if (!remembered) return (await working()).reconnect(params);
      shown = params;
      working().catch(() => endShown());
      return remembered;
    },

    async disconnect() {
      // Nothing asked for: no session lives on this page, only a remembered one to forget.
      const adapter = onUse.requested() ? await working().catch(() => undefined) : undefined;
      shown = undefined;
      if (adapter) return adapter.disconnect();
      onUse.forgetRemembered();
    },

    async switchNetwork(params) {
      // Without the client no session is connected: the kit changes its network itself.
      if (!onUse.requested()) return;
      await (await working()).switchNetwork(params);
    },

    getBalance: async (params) => (await working()).getBalance(params),

    signMessage: async (params) => (await working()).signMessage(params),

    walletCalls() {
      if (loaded) return loaded.walletCalls?.();
      if (!shown) return undefined;
      // The remembered session shown before the client came: each call waits for it.
      return walletCallsOnArrival(async () => {
        const calls = (await working()).walletCalls?.();
        if (!calls) throw new Error(NOT_CONNECTED);
        return calls;
      });
    },

    destroy() {
      destroyed = true;
      stopWaiting();
      loaded?.destroy();
      loaded = undefined;
      context = undefined;
      release();
    },
  };
}
