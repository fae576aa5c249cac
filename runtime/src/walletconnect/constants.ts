/**
 * Texts, ids and limits of the WalletConnect connector.
 * Views and tests compare against these constants, never against inline strings.
 */

/** The connector id the kit uses for a WalletConnect session, on every namespace. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';
export const WALLET_CONNECT_CONNECTOR_NAME = 'WalletConnect';

/** A pairing URI lives 4 minutes after it is set... */
export const PAIRING_URI_LIFETIME_MS = 4 * 60 * 1000;
/** ...and counts as expired when this much time or less remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * 1000;

/**
 * The messages a page's first load may show before the client has come (client-on-use.ts,
 * adapter-on-use.ts, load-on-demand.ts), named on their own so that a bundle carrying them
 * does not carry all of WC_ERRORS too.
 */
export const NOT_CONNECTED = 'No WalletConnect session';
export const DESTROYED = 'This WalletConnect client was destroyed';
/** The code's chunk did not load (offline, or a new deploy removed it). */
export const CODE_NOT_LOADED = 'The WalletConnect code could not be loaded';

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
