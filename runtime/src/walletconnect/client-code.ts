/**
 * The WalletConnect client and its adapters, as one chunk a kit fetches on use
 * (client-on-use.ts): when a remembered session is restored at start, or when the visitor
 * points at, focuses or picks WalletConnect. The session code (on-demand.ts)
 * is fetched at the same time, beside it.
 */
export { createWalletConnectClient } from './client.js';
export { createWalletConnectAdapter } from './adapter.js';
