/**
 * `createWalletConnectAdapter(client, namespace)`: a `ChainAdapter` for one chain family
 * backed by the client's shared session, so the core treats a WalletConnect wallet like any
 * other. Several adapters share one client: one pairing serves every family the wallet
 * approved, and a wallet-side disconnect reaches each of them. Balances, message signing and
 * wallet calls come with the session code, loaded on demand (load-on-demand.ts).
 */
import type { AdapterConnection, AdapterContext, ChainAdapter } from '../core/types.js';
import { familyCan } from '@wallet-kit/schemas';
import { adapterChainId } from './chain-id.js';
import type { WalletConnectClient } from './client-api.js';
import { WALLET_CONNECT_CONNECTOR_ID, WC_ERRORS } from './constants.js';
import { walletConnectConnector } from './connector-constants.js';
import type { WalletConnectEvent } from './events.js';
import { loadedOnDemand, loadOnDemand } from './load-on-demand.js';
import { walletCallsOnArrival } from './wallet-calls-on-arrival.js';

export type WalletConnectAdapterNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos';

export function createWalletConnectAdapter(
  client: WalletConnectClient,
  namespace: WalletConnectAdapterNamespace,
): ChainAdapter {
  const connector = walletConnectConnector(namespace, client);
  let context: AdapterContext | undefined;
  let unsubscribe: (() => void) | undefined;
  const release = client.retain();

  /** This family's account in the shared session, or null when the wallet approved none. */
  function currentConnection(): AdapterConnection | null {
    const connection = client.store.getState().connections[namespace]?.[0];
    const address = connection?.accounts[0]?.address;
    if (!connection || !address) return null;
    return { address, chainId: adapterChainId(connection.caipNetworkId) };
  }

  function forward(event: WalletConnectEvent): void {
    if (!context) return;
    switch (event.type) {
      case 'accountsChanged':
        if (event.namespace === namespace)
          context.emit({ type: 'accountsChanged', address: event.address });
        return;
      case 'chainChanged':
        if (event.namespace === namespace) {
          context.emit({ type: 'chainChanged', chainId: adapterChainId(event.caipNetworkId) });
        }
        return;
      case 'disconnected':
        context.emit({ type: 'disconnect' });
        return;
      case 'connected':
        return; // the core records a connection through connect() / reconnect()
    }
  }

  return {
    namespace,

    init(kitContext) {
      context = kitContext;
      unsubscribe?.();
      unsubscribe = client.subscribe(forward);
    },

    getConnectors: () => [connector],

    async connect({ connectorId, network, signal }) {
      if (connectorId !== WALLET_CONNECT_CONNECTOR_ID)
        throw new Error(WC_ERRORS.CONNECTOR_NOT_FOUND);
      const session = await client.connect(signal ? { network, signal } : { network });
      // Joining an existing session: start on the requested network when the wallet approved
      // it (a local switch, no wallet prompt).
      const approved = session.namespaces[namespace]?.chains.includes(network.caipNetworkId);
      if (approved && client.activeChain(namespace) !== network.caipNetworkId) {
        await client.switchNetwork(network);
      }
      const connection = currentConnection();
      if (!connection) throw new Error(`The wallet approved no ${namespace} account`);
      return connection;
    },

    async reconnect({ connectorId }) {
      if (connectorId !== WALLET_CONNECT_CONNECTOR_ID) return null;
      // The remembered session shows at once; the session code and the SDK restore it behind
      // the account, and a session that no longer lives ends with a disconnect event.
      if (client.resumeRemembered()) return currentConnection();
      const session = await client.restore();
      return session ? currentConnection() : null;
    },

    disconnect: () => client.disconnect(),

    async switchNetwork({ network }) {
      // Without a session (live or being restored) there is nothing to switch; the kit changes
      // its active network itself.
      if (client.store.getState().status !== 'connected') return;
      await client.switchNetwork(network);
    },

    async getBalance({ address, network }) {
      if (network.chainNamespace !== namespace) {
        throw new Error(`Network ${network.caipNetworkId} is not a ${namespace} network`);
      }
      // Families without a balance source show none: an unread balance is not zero.
      if (!familyCan(namespace, 'balances')) return undefined;
      return (await loadOnDemand()).readNativeBalance(network, address);
    },

    async signMessage({ message, address }) {
      switch (namespace) {
        case 'eip155':
          return client.personalSign({ message, address });
        case 'solana':
          return client.signSolanaMessage({ message, pubkey: address });
        default: {
          const chainId = client.activeChain(namespace);
          if (!chainId) throw new Error(`No ${namespace} account in the WalletConnect session`);
          const { signFamilyMessage } = await loadOnDemand();
          return signFamilyMessage(client, namespace, { message, address, chainId });
        }
      }
    },

    walletCalls() {
      if (!currentConnection()) return undefined;
      const connection = () => {
        const found = client.store.getState().connections[namespace]?.[0];
        const address = found?.accounts[0]?.address;
        return found && address ? { address, caipNetworkId: found.caipNetworkId } : undefined;
      };
      const code = loadedOnDemand();
      if (code && client.getSession()) {
        return code.walletConnectWalletCalls(client, namespace, connection);
      }
      // A remembered session shown after a reload: the calls wait for its restore.
      return walletCallsOnArrival(async () => {
        await client.restore();
        return (await loadOnDemand()).walletConnectWalletCalls(client, namespace, connection);
      });
    },

    destroy() {
      // The client serves every family: it is destroyed when its last adapter is.
      unsubscribe?.();
      unsubscribe = undefined;
      context = undefined;
      release();
    },
  };
}
