import { useId, useRef } from 'react';
import type { ViewName } from '../../../core/types.js';
import { useKitStore } from '../../hooks/useKitStore.js';
import { useWalletKit } from '../../hooks/useWalletKit.js';
import { useShake } from './useShake.js';
import { viewTitle } from './viewTitle.js';
import { useText } from '../../i18n/useText.js';

/**
 * What both shells (the dialog and the embedded region) show of the router: the current view,
 * its title and history depth, the ids and refs the header and body share, the shake a refused
 * action plays, and the attributes of the frame around them. `opensOn`: the dialog is prepared
 * hidden, ahead of its opening, on the view it will open on (the router's last view may be
 * another one), as the router will show it right after opening.
 */
export function useModalView(opensOn?: ViewName) {
  const { t } = useText();
  const kit = useWalletKit();
  const routerView = useKitStore('router', (s) => s.view);
  const routerData = useKitStore('router', (s) => s.data);
  const routerDepth = useKitStore('router', (s) => s.history.length);
  const [view, data, depth] = opensOn
    ? [opensOn, undefined, 1]
    : [routerView, routerData, routerDepth];
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const { shaking, shake } = useShake();
  const viewKey = `${depth}:${view}`;
  return {
    kit,
    view,
    depth,
    title: viewTitle(view, data, (name) => t(`view.${name}`)),
    // A new key per history position re-mounts the view, which replays its entrance.
    viewKey,
    titleId,
    bodyRef,
    shake,
    /** The attributes both frames carry: label, focus target, test id, view and shake. */
    frameProps: {
      'aria-labelledby': titleId,
      tabIndex: -1,
      'data-testid': 'wk-modal',
      'data-wk-view': view,
      'data-wk-shake': shaking ? '' : undefined,
    },
  };
}
