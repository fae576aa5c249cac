/**
 * The kit's actions (actions.ts) fetched the first time they are used, never with the page nor
 * at idle time: when the modal opens (a visitor about to pick a wallet, or to disconnect), when
 * a host calls one, or as the kit starts when storage remembers a connection to restore. A
 * call made while they are on their way waits for them; once they have come, a call runs them
 * at once, as if they had been in the first load (the connecting view shows in the same task
 * as the pick). A fetch that fails rejects with "The kit's actions could not be loaded: …",
 * nothing of it is kept, and the next call fetches again (code-on-use.ts).
 */
import { codeOnUse, type CodeOnUse } from './code-on-use.js';
import type { KitContext } from './context.js';

export type KitActions = typeof import('./actions.js');

export const ACTIONS_NOT_LOADED = "The kit's actions could not be loaded";

export type ActionsOnUse = CodeOnUse<KitActions>;

/** `load` is the `import()` of the actions' module. */
export function actionsOnUse(load: () => Promise<KitActions>): ActionsOnUse {
  return codeOnUse(load, ACTIONS_NOT_LOADED);
}

export const loadActions = actionsOnUse(() => import('./actions.js'));

/** Loaders tests give their kits, to answer the fetch themselves; every other kit uses the page's. */
const testLoaders = new WeakMap<KitContext, ActionsOnUse>();

export function setActionsLoader(ctx: KitContext, loader: ActionsOnUse): void {
  testLoaders.set(ctx, loader);
}

/**
 * Fetches a kit's actions (the page's one fetch), and starts each of its adapters' own wallet
 * code (`ChainAdapter.prepare`) at the same moment. Kept beside the context, not in it: the
 * context names none of the controllers.
 */
export function fetchActions(ctx: KitContext): Promise<KitActions> {
  for (const adapter of ctx.adapters) adapter.prepare?.();
  return (testLoaders.get(ctx) ?? loadActions)();
}

/** A kit's actions once they have come, else undefined. */
export function loadedActions(ctx: KitContext): KitActions | undefined {
  return (testLoaders.get(ctx) ?? loadActions).loaded();
}
