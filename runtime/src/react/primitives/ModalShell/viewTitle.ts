import type { ViewData, ViewName } from '../../../core/types.js';
import { viewRowTitle } from '../../../core/view-rows.js';

/**
 * The header title of a view: its registry row's title, except that connecting views name the
 * wallet being connected when they know it.
 */
export function viewTitle(view: ViewName, data: ViewData | undefined): string {
  if (view === 'ConnectingExternal') {
    const connector = (data as ViewData<'ConnectingExternal'> | undefined)?.connector;
    return connector?.name ?? viewRowTitle(view);
  }
  if (view === 'ConnectingWalletConnect') {
    const wallet = (data as ViewData<'ConnectingWalletConnect'> | undefined)?.wallet;
    return wallet?.name ?? viewRowTitle(view);
  }
  return viewRowTitle(view);
}
