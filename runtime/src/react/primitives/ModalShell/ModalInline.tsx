import { useCallback, useRef } from 'react';
import { getActiveAccount } from '../../../core/chain-state.js';
import { useKitStore } from '../../hooks/useKitStore.js';
import { ModalBody } from './ModalBody.js';
import { ModalHeader } from './ModalHeader.js';
import { useFocusFollowsView } from './useFocusFollowsView.js';
import { useModalView } from './useModalView.js';
import type { ViewRegistry } from './viewRegistry.js';

/**
 * Embedded mode: the modal's views inline where the host placed `<WalletModal />`, as a
 * labelled region of the page — no backdrop, no aria-modal, no focus trap, no scroll lock,
 * no Escape. There is no close button: closing only returns to Account or Connect, so
 * Back offers that instead whenever the view is not already the resting one.
 */
export function ModalInline({ views }: { views: ViewRegistry }) {
  const { kit, view, depth, title, viewKey, titleId, bodyRef, shake, frameProps } = useModalView();
  const connected = useKitStore('chain', (s) => !!getActiveAccount(s)?.address);
  const regionRef = useRef<HTMLElement>(null);
  useFocusFollowsView(regionRef, bodyRef, viewKey);

  // Back with nowhere to go "closes", which embedded means the resting view; the
  // kit may refuse (ApproveTransaction, sign-in required), and the shake says so.
  const goBack = useCallback(() => {
    const before = kit.stores.router.getState();
    kit.router.goBack();
    if (kit.stores.router.getState() === before) shake();
  }, [kit, shake]);
  const restingView = connected ? 'Account' : 'Connect';

  return (
    <section ref={regionRef} className="wk-modal wk-modal-embedded" {...frameProps}>
      <ModalHeader
        titleId={titleId}
        title={title}
        canGoBack={depth > 1 || view !== restingView}
        onBack={goBack}
      />
      <ModalBody views={views} view={view} viewKey={viewKey} bodyRef={bodyRef} />
    </section>
  );
}
