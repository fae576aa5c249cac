import { strictObject } from '../shared/strict-object.js';
import { httpUrlSchema, webSocketUrlSchema } from '../shared/urls.js';

/**
 * Hosted services the kit may reach. Each is optional. Absent means the kit makes no call to
 * that service, except `relayUrl`: without it, WalletConnect (when on) uses WalletConnect's
 * public relay (wss://relay.walletconnect.org) with your projectId. Chain reads (balances, an
 * email wallet's reads) go to each network's RPC URL: the catalogue's public one unless the
 * network is listed as `{ id, rpcUrls }`. `generate` prints both.
 */
export const endpointsSchema = strictObject({
  /** WalletConnect relay: a websocket server. Unset: WalletConnect's public relay. */
  relayUrl: webSocketUrlSchema.optional(),
  blockchainApiUrl: httpUrlSchema.optional(),
  walletRegistryUrl: httpUrlSchema.optional(),
  analyticsUrl: httpUrlSchema.optional(),
  /** Page loaded in the hidden embedded-wallet frame. */
  embeddedWalletUrl: httpUrlSchema.optional(),
  /**
   * The names API (`createNamesHandler` of `@wallet-kit/server/names` mounted by the host):
   * lookups, suggestions and registration of account names.
   */
  namesUrl: httpUrlSchema.optional(),
}).prefault({});
