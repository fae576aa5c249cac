/**
 * The kit's actions (actions.ts) fetched the first time they are used, never with the page nor
 * at idle time: when the modal opens, when a remembered session is restored, or when a host
 * calls one. A call made while they are on their way waits for them; a fetch that fails
 * rejects with "The kit's actions could not be loaded: …", nothing of it is kept, and the
 * next call fetches again.
 */
import { errorMessage } from './errors.js';

export type KitActions = typeof import('./actions.js');

export const ACTIONS_NOT_LOADED = "The kit's actions could not be loaded";

/** A loader that fetches once, and again after a failure. `load` is the `import()`. */
export function actionsOnUse(load: () => Promise<KitActions>): () => Promise<KitActions> {
  let loading: Promise<KitActions> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new Error(`${ACTIONS_NOT_LOADED}: ${errorMessage(error)}`, { cause: error });
    }));
}

export const loadActions = actionsOnUse(() => import('./actions.js'));
