/**
 * Loads the WalletConnect session code (on-demand.ts) once per page. A failed load (the chunk
 * did not arrive: offline, a deploy replaced it) rejects with an error that says so, and the
 * next call tries again instead of keeping the failure.
 */
import { codeNotLoaded } from './code-not-loaded.js';

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

/**
 * The session code once it has arrived, for the calls that must answer synchronously. Every
 * WalletConnect session is made or restored by that code, so a live session implies it is here.
 */
export function loadedOnDemand(): OnDemand | undefined {
  return loaded;
}
