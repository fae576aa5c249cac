/**
 * Texts, ids and limits of the WalletConnect connector.
 * Views and tests compare against these constants, never against inline strings.
 */

import { CODE_NOT_LOADED, DESTROYED, NOT_CONNECTED } from './connector-constants.js';

export {
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_NAME,
} from './connector-constants.js';

/** A pairing URI lives 4 minutes after it is set... */
export const PAIRING_URI_LIFETIME_MS = 4 * 60 * 1000;
/** ...and counts as expired when this much time or less remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000;

export const WC_ERRORS = {
  /** Asked to use a WalletConnect connector that this adapter does not own. */
  CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  /** The chain is neither in the session nor addable by the wallet. */
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  NOT_CONNECTED,
  /** A newer connect() (a fresh pairing) or a reset replaced this attempt. */
  PAIRING_REPLACED: 'The WalletConnect pairing was replaced by a newer one',
  /** disconnect(), resetPairing() or destroy() ended the attempt. */
  PAIRING_CANCELLED: 'The WalletConnect pairing was cancelled',
  DESTROYED,
  CODE_NOT_LOADED,
  /** No pairing URI arrived in time: the relay is unreachable (offline, blocked, wrong URL). */
  RELAY_UNREACHABLE: 'The WalletConnect relay cannot be reached',
} as const;

/**
 * How long a pairing may wait for its URI (SDK start, relay connection, proposal published)
 * before it fails as RELAY_UNREACHABLE. A reachable relay answers in well under a second; an
 * unreachable one would otherwise leave a spinner forever (the SDK retries without end).
 */
export const RELAY_URI_TIMEOUT_MS = 10_000;
