import { strictObject } from '../shared/strict-object.js';
import { httpUrlSchema, webSocketUrlSchema } from '../shared/urls.js';

/**
 * Hosted services the kit may reach. Each is optional: absent means the kit
 * uses its offline default and makes no call to that service.
 */
export const endpointsSchema = strictObject({
  /** WalletConnect relay: a websocket server. */
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
