import type { HistoryEntry, ViewData, ViewName } from '../../core/types.js';
import type { RouterController } from '../../core/kit-api.js';
import { useKitStore } from './useKitStore.js';
import { useWalletKit } from './useWalletKit.js';

export interface RouterView extends RouterController {
  view: ViewName;
  history: HistoryEntry[];
}

/** The current view and history of the modal, plus the router's push/replace/goBack/reset. */
export function useRouter(): RouterView {
  const kit = useWalletKit();
  const view = useKitStore('router', (s) => s.view);
  const history = useKitStore('router', (s) => s.history);
  return { ...kit.router, view, history };
}

/**
 * The router's push/replace/goBack/reset, without its state. For a component that only
 * navigates: it does not render again when the view changes, as it does on every opening of
 * the modal (the opening resets the router).
 */
export function useRouterActions(): RouterController {
  return useWalletKit().router;
}

/**
 * The data the current view was opened with, typed by the view that asks for it
 * (`useViewData('ConnectingExternal')?.connector`). Undefined when another view is current,
 * which happens for one render while the modal animates between views.
 */
export function useViewData<V extends ViewName>(view: V): ViewData<V> | undefined {
  return useKitStore('router', (s) => (s.view === view ? (s.data as ViewData<V>) : undefined));
}
