/**
 * The WalletConnect ids and messages a page's first load needs before the client has come
 * (client-on-use.ts, adapter-on-use.ts, code-not-loaded.ts). They are a module of their own
 * because a bundler puts a module in one chunk whole: kept in constants.ts, they would bring all
 * of WC_ERRORS and the pairing limits into the first load. constants.ts re-exports them.
 */

import type { ChainNamespace, Connector } from '../core/types.js';

/** The connector id the kit uses for a WalletConnect session, on every namespace. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';
export const WALLET_CONNECT_CONNECTOR_NAME = 'WalletConnect';

export const NOT_CONNECTED = 'No WalletConnect session';
export const DESTROYED = 'This WalletConnect client was destroyed';
/** A chunk of WalletConnect code did not load (offline, or a new deploy removed it). */
export const CODE_NOT_LOADED = 'The WalletConnect code could not be loaded';

/**
 * The WalletConnect connector of one family, the same before and after the client comes:
 * `provider` is what the modal's hooks find the client through.
 */
export function walletConnectConnector(
  chain: ChainNamespace,
  provider: { prepare(): void },
): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: WALLET_CONNECT_CONNECTOR_NAME,
    type: 'WALLET_CONNECT',
    chain,
    provider,
    prepare: () => provider.prepare(),
  };
}
