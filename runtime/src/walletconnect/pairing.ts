/**
 * The pairing-URI rules (lifetime, expiry, reuse, reset), as pure functions of the state and a clock so they
 * can be tested at their boundaries.
 */
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_URI_LIFETIME_MS } from './constants.js';
import type { WalletConnectState } from './state.js';

/** Where the visitor is: both platforms only let a tap open a deep link synchronously. */
export interface PairingPlatform {
  isTelegram: boolean;
  isIosSafari: boolean;
}

/** The URI expires 4 minutes after it is set. */
export function pairingExpiryFrom(setAt: number): number {
  return setAt + PAIRING_URI_LIFETIME_MS;
}

/** Expired when 10 s or less remain; no expiry means there is nothing to reuse. */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || expiry - now <= PAIRING_EXPIRY_MARGIN_MS;
}

/**
 * On Telegram or iOS Safari an unexpired pairing is reused (the URI was prepared before
 * the tap, and a fresh one would arrive too late for the tap to open the wallet); everywhere
 * else every connect starts a new pairing.
 */
export function shouldReusePairing(
  state: Pick<WalletConnectState, 'wcUri' | 'wcPairingExpiry'>,
  platform: PairingPlatform,
  now: number,
): boolean {
  if (!platform.isTelegram && !platform.isIosSafari) return false;
  return state.wcUri !== undefined && !isPairingExpired(state.wcPairingExpiry, now);
}

/** The state a fresh URI brings: shown, expiring in 4 minutes, no earlier error. */
export function uriState(
  uri: string,
  now: number,
): Pick<WalletConnectState, 'wcUri' | 'wcPairingExpiry' | 'wcError'> {
  return { wcUri: uri, wcPairingExpiry: pairingExpiryFrom(now), wcError: undefined };
}

/**
 * Full pairing reset: back to disconnected without URI, expiry, linking or recent wallet. The
 * stored deep link and the transactions live elsewhere; the client clears those itself.
 */
export function fullResetState(): Pick<
  WalletConnectState,
  'status' | 'wcUri' | 'wcPairingExpiry' | 'wcLinking' | 'recentWallet' | 'wcError' | 'buffering'
> {
  return {
    status: 'disconnected',
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
    wcError: undefined,
    buffering: false,
  };
}
