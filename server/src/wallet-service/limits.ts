/**
 * How long codes, links and sessions live, and how often one email address, one network address,
 * one user or everyone together may make the service do something that costs it: send a mail,
 * check a code, keep a Farcaster channel or a social login open, call the operator's bundler.
 * Short lifetimes and few attempts keep a guessed or stolen code worthless; the per-address and
 * global windows keep one client from mailing strangers or filling the tables. Each number is a
 * default the operator may override (`limits` of the service options); the endpoints and their
 * error answers are in docs/embedded-wallet.md.
 */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface WalletServiceLimits {
  /** A code works for this long after it was sent. */
  codeLifetimeMs: number;
  /** Wrong entries a code tolerates; then it is dead and a new one must be requested. */
  maxCodeAttempts: number;
  /** The least time between two emails of one kind to one address. */
  resendIntervalMs: number;
  /** A device approval link works once, for this long. */
  deviceLinkLifetimeMs: number;
  /** Emails (codes and links) one address may receive per window. */
  sendsPerAddress: RateLimit;
  /** Emails one client network address may cause per window, whatever the recipients. */
  sendsPerIp: RateLimit;
  /** Code entries one client network address may make per window, right or wrong. */
  verifiesPerIp: RateLimit;
  /** Farcaster relay channels opened (`POST /v1/channel`): no login is needed to open one. */
  channelOpens: { perIp: RateLimit; global: RateLimit };
  /** Social logins started (`POST /v1/social/start`): each keeps a row until it expires. */
  socialStarts: { perIp: RateLimit; global: RateLimit };
  /** Requests one user may send to the operator's bundler per window. */
  bundlerPerUser: RateLimit;
  /** How long after a new device's login its session may still fetch the recovery share. */
  recoveryShareWindowMs: number;
  accessTokenSeconds: number;
  /** A session ends this long after its login, however often it is refreshed. */
  sessionLifetimeMs: number;
}

export const DEFAULT_LIMITS: WalletServiceLimits = {
  codeLifetimeMs: 10 * 60_000,
  maxCodeAttempts: 5,
  resendIntervalMs: 30_000,
  deviceLinkLifetimeMs: 15 * 60_000,
  sendsPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  sendsPerIp: { limit: 30, windowMs: 60 * 60_000 },
  verifiesPerIp: { limit: 60, windowMs: 15 * 60_000 },
  channelOpens: {
    perIp: { limit: 30, windowMs: 10 * 60_000 },
    global: { limit: 3000, windowMs: 10 * 60_000 },
  },
  socialStarts: {
    perIp: { limit: 30, windowMs: 10 * 60_000 },
    global: { limit: 3000, windowMs: 10 * 60_000 },
  },
  bundlerPerUser: { limit: 300, windowMs: 60_000 },
  recoveryShareWindowMs: 15 * 60_000,
  accessTokenSeconds: 15 * 60,
  sessionLifetimeMs: 30 * 24 * 3600_000,
};
