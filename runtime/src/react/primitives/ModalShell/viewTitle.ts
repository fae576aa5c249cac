import type { ViewData, ViewName } from '../../../core/types.js';
import { viewRowTitle } from '../../../core/view-rows.js';

/**
 * The header title of a view: its title (the registry row's, or `titleOf`'s in the kit's
 * locale), except that connecting views name the wallet being connected when they know it.
 */
export function viewTitle(
  view: ViewName,
  data: ViewData | undefined,
  titleOf: (view: ViewName) => string = viewRowTitle,
): string {
  if (view === 'ConnectingExternal') {
    const connector = (data as ViewData<'ConnectingExternal'> | undefined)?.connector;
    return connector?.name ?? titleOf(view);
  }
  if (view === 'ConnectingWalletConnect') {
    const wallet = (data as ViewData<'ConnectingWalletConnect'> | undefined)?.wallet;
    return wallet?.name ?? titleOf(view);
  }
  return titleOf(view);
}
