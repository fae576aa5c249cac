/**
 * The kit's actions (actions.ts) fetched the first time they are used, never with the page nor
 * at idle time: when the modal opens (a visitor about to pick a wallet, or to disconnect), when
 * a host calls one, or as the kit starts when storage remembers a connection to restore. A
 * call made while they are on their way waits for them; once they have come, a call runs them
 * at once, as if they had been in the first load (the connecting view shows in
 * the same task as the pick). A fetch that fails rejects with "The kit's actions could not be
 * loaded: …", nothing of it is kept, and the next call fetches again.
 */
import { errorMessage } from './errors.js';
import type { KitContext } from './context.js';

export type KitActions = typeof import('./actions.js');

export const ACTIONS_NOT_LOADED = "The kit's actions could not be loaded";

export interface ActionsOnUse {
  /** Fetches the actions (once; again after a failure). */
  (): Promise<KitActions>;
  /** The actions once they have come, else undefined. */
  loaded(): KitActions | undefined;
}

/** `load` is the `import()` of the actions' module. */
export function actionsOnUse(load: () => Promise<KitActions>): ActionsOnUse {
  let loading: Promise<KitActions> | undefined;
  let loaded: KitActions | undefined;
  const fetchActions = () =>
    (loading ??= load().then(
      (actions) => (loaded = actions),
      (error: unknown) => {
        loading = undefined;
        throw new Error(`${ACTIONS_NOT_LOADED}: ${errorMessage(error)}`, { cause: error });
      },
    ));
  return Object.assign(fetchActions, { loaded: () => loaded });
}

export const loadActions = actionsOnUse(() => import('./actions.js'));

/**
 * Each kit's loader, kept beside its context rather than in it (the context names none of the
 * controllers): the page's one fetch of the actions, which also starts each adapter's own
 * wallet code (`ChainAdapter.prepare`), so both are on their way at the same moment.
 */
const kitLoaders = new WeakMap<KitContext, ActionsOnUse>();

export function actionsOf(ctx: KitContext): ActionsOnUse {
  let loader = kitLoaders.get(ctx);
  if (!loader) {
    const fetchActions = () => {
      for (const adapter of ctx.adapters) adapter.prepare?.();
      return loadActions();
    };
    loader = Object.assign(fetchActions, { loaded: () => loadActions.loaded() });
    kitLoaders.set(ctx, loader);
  }
  return loader;
}

/** A test gives its kit a loader whose fetch it answers. */
export function setActionsLoader(ctx: KitContext, loader: ActionsOnUse): void {
  kitLoaders.set(ctx, loader);
}
