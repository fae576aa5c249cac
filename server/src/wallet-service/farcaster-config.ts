/**
 * Sign In With Farcaster settings, read from environment variables. The login is available only
 * when `FARCASTER_RPC_URL` names an Optimism node: the signer of a sign-in message is checked
 * against the Farcaster IdRegistry contract there, and without it nothing can be verified.
 *
 * - `FARCASTER_RPC_URL`: the Optimism JSON-RPC the IdRegistry is read through.
 * - `FARCASTER_RELAY_URL`: the auth relay the service opens channels on and reads them from;
 *   by default the service's own relay (`/v1/channel…`), so nothing outside is needed.
 * - `FARCASTER_CONNECT_URI_BASE`: the address the connect link (the QR code) points at, which
 *   the Farcaster app opens with `?channelToken=…`; by default the Farcaster app's own link.
 * - `FARCASTER_RELAY_AUTH_KEY`: when set, the relay takes sign-ins only from an app sending it
 *   in `X-Farcaster-Auth-Relay-Key` (the public relay's rule); unset, any app may post one,
 *   since the service verifies every signed message itself before logging anyone in.
 */
import { WalletServiceConfigError } from './config.js';

export interface FarcasterConfig {
  rpcUrl: string;
  relayUrl: string;
  connectUriBase: string;
  relayAuthKey?: string | undefined;
}

/** The link the Farcaster app answers to, with the channel token as its query. */
export const FARCASTER_CONNECT_URI_BASE = 'https://farcaster.xyz/~/siwf';

function checkedUrl(
  env: Record<string, string | undefined>,
  variable: string,
  problems: { variable: string; message: string }[],
): string | undefined {
  const value = env[variable];
  if (!value) return undefined;
  try {
    if (['http:', 'https:'].includes(new URL(value).protocol)) return value.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push({ variable, message: 'must be an http(s) URL' });
  return undefined;
}

/** The Farcaster settings, or undefined when the login is not configured. */
export function farcasterConfigFromEnv(
  env: Record<string, string | undefined>,
  publicUrl: string,
): FarcasterConfig | undefined {
  const problems: { variable: string; message: string }[] = [];
  const rpcUrl = checkedUrl(env, 'FARCASTER_RPC_URL', problems);
  const relayUrl = checkedUrl(env, 'FARCASTER_RELAY_URL', problems);
  const connectUriBase = checkedUrl(env, 'FARCASTER_CONNECT_URI_BASE', problems);
  if (problems.length > 0) throw new WalletServiceConfigError(problems);
  if (!rpcUrl) return undefined;
  return {
    rpcUrl,
    relayUrl: relayUrl ?? publicUrl,
    connectUriBase: connectUriBase ?? FARCASTER_CONNECT_URI_BASE,
    relayAuthKey: env.FARCASTER_RELAY_AUTH_KEY || undefined,
  };
}
