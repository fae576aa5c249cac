/**
 * Loads the WalletConnect session code (on-demand.ts) once per page. A failed load (the chunk
 * did not arrive: offline, a deploy replaced it) rejects with an error that says so, and the
 * next call tries again instead of keeping the failure.
 */
import { WC_ERRORS } from './constants.js';

type OnDemand = typeof import('./on-demand.js');

let loading: Promise<OnDemand> | undefined;
let loaded: OnDemand | undefined;

export function loadOnDemand(): Promise<OnDemand> {
  loading ??= import('./on-demand.js')
    .then((code) => (loaded = code))
    .catch((error: unknown) => {
      loading = undefined;
      throw codeNotLoaded(error);
    });
  return loading;
}

/** A chunk of WalletConnect code that did not arrive, as the error the visitor is shown. */
export function codeNotLoaded(error: unknown): Error {
  if (error instanceof Error && error.message.startsWith(WC_ERRORS.CODE_NOT_LOADED)) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`${WC_ERRORS.CODE_NOT_LOADED}: ${reason}`, { cause: error });
}

/**
 * The session code once it has arrived, for the calls that must answer synchronously. Every
 * WalletConnect session is made or restored by that code, so a live session implies it is here.
 */
export function loadedOnDemand(): OnDemand | undefined {
  return loaded;
}
