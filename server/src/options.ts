/**
 * The settings of sign-in verification, checked once: every check that protects the visitor
 * is on unless the host configures it, and a missing `domain` or nonce check is a
 * configuration error, never an open door.
 */
import type { CaipNetworkId } from '@wallet-kit/schemas';
import type { PublicClient } from 'viem';
import { SiwxConfigurationError } from './errors.js';

/** How old a sign-in message may be when it reaches the server (issuedAt to now). */
export const SIWX_MAX_AGE_MS = 10 * 60_000;
/** How far a message's issuedAt may be ahead of the server's clock (the visitor's clock drifts). */
export const SIWX_CLOCK_SKEW_MS = 60_000;

export interface VerifyOptions {
  /** The host (with port) visitors sign in on, e.g. `app.example`; any other domain is refused. */
  domain: string;
  /**
   * Origins a message's `uri` may point to, e.g. `['https://app.example']`. Defaults to
   * `https://{domain}` only.
   */
  origins?: string[];
  /** Checks and spends a nonce the server issued (e.g. `NonceStore.consume`). Required. */
  consumeNonce: (nonce: string) => boolean | Promise<boolean>;
  /** The RPC URL of each eip155 chain the server accepts sign-ins on. */
  rpcUrls?: Partial<Record<CaipNetworkId, string>>;
  /** Or ready clients (tests, custom transports); wins over `rpcUrls`. */
  clients?: Partial<Record<CaipNetworkId, PublicClient>>;
  /** The Solana chains (CAIP-2 ids) the server accepts sign-ins on; none when absent. */
  solanaChains?: CaipNetworkId[];
  /**
   * The Bitcoin, Polkadot and Cosmos chains (CAIP-2 ids) the server accepts sign-ins on; their
   * signatures are checked without a node. None when absent.
   */
  chains?: CaipNetworkId[];
  /** Oldest accepted message, in ms since its issuedAt. Default `SIWX_MAX_AGE_MS` (10 min). */
  maxAgeMs?: number;
  /** Tolerated clock difference for an issuedAt in the future. Default `SIWX_CLOCK_SKEW_MS`. */
  clockSkewMs?: number;
  now?: () => number;
}

/** The options with every default filled in and every value checked. */
export interface CheckedOptions extends VerifyOptions {
  origins: string[];
  maxAgeMs: number;
  clockSkewMs: number;
  now: () => number;
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function originOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SiwxConfigurationError(`The allowed origin ${value} is not a URL`);
  }
  if (url.origin === 'null' || url.origin !== value.replace(/\/$/, '')) {
    throw new SiwxConfigurationError(
      `The allowed origin ${value} must be a scheme, host and port only, e.g. https://app.example`,
    );
  }
  return url.origin;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) {
    throw new SiwxConfigurationError(`${name} must be a number of milliseconds, 0 or more`);
  }
  return value;
}

/** Checks the settings a host passed; throws a `SiwxConfigurationError` naming what is missing. */
export function checkOptions(options: Partial<VerifyOptions> | undefined): CheckedOptions {
  const { domain, consumeNonce } = options ?? {};
  if (typeof domain !== 'string' || !HOST.test(domain)) {
    throw new SiwxConfigurationError(
      'Sign-in verification needs `domain`: the host (with port) visitors sign in on, e.g. ' +
        "'app.example'. Without it a message signed for another site would be accepted.",
    );
  }
  if (typeof consumeNonce !== 'function') {
    throw new SiwxConfigurationError(
      'Sign-in verification needs `consumeNonce`: a check that spends a nonce this server ' +
        'issued (see createNonceStore). Without it a captured sign-in could be replayed.',
    );
  }
  const origins = (options?.origins ?? [`https://${domain}`]).map(originOf);
  if (origins.length === 0) {
    throw new SiwxConfigurationError('`origins` must list at least one origin');
  }
  return {
    ...options,
    domain,
    consumeNonce,
    origins,
    maxAgeMs: positive('maxAgeMs', options?.maxAgeMs, SIWX_MAX_AGE_MS),
    clockSkewMs: positive('clockSkewMs', options?.clockSkewMs, SIWX_CLOCK_SKEW_MS),
    now: options?.now ?? Date.now,
  };
}

/** Loopback hosts are served over plain http in development; every other host needs https. */
export function isLoopbackHost(domain: string): boolean {
  const host = domain.replace(/:\d+$/, '').toLowerCase();
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}
