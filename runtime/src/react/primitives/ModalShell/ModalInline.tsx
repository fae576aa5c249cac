import { useCallback, useId, useRef } from 'react';
import { getActiveAccount } from '../../../core/chain-state.js';
import { useKitStore } from '../../hooks/useKitStore.js';
import { useWalletKit } from '../../hooks/useWalletKit.js';
import { ModalBody } from './ModalBody.js';
import { ModalHeader } from './ModalHeader.js';
import { useFocusFollowsView } from './useFocusFollowsView.js';
import { useShake } from './useShake.js';
import type { ViewRegistry } from './viewRegistry.js';
import { viewTitle } from './viewTitle.js';

/**
 * Embedded mode: the modal's views inline where the host placed `<WalletModal />`, as a
 * labelled region of the page — no backdrop, no aria-modal, no focus trap, no scroll lock,
 * no Escape. There is no close button: closing only returns to Account or Connect (§2), so
 * Back offers that instead whenever the view is not already the resting one.
 */
export function ModalInline({ views }: { views: ViewRegistry }) {
  const kit = useWalletKit();
  const view = useKitStore('router', (s) => s.view);
  const data = useKitStore('router', (s) => s.data);
  const depth = useKitStore('router', (s) => s.history.length);
  const connected = useKitStore('chain', (s) => !!getActiveAccount(s)?.address);
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const { shaking, shake } = useShake();
  const viewKey = `${depth}:${view}`;
  useFocusFollowsView(regionRef, bodyRef, viewKey);

  // Back with nowhere to go "closes" (§2 Back), which embedded means the resting view; the
  // kit may refuse (ApproveTransaction, sign-in required), and the shake says so.
  const goBack = useCallback(() => {
    const before = kit.stores.router.getState();
    kit.router.goBack();
    if (kit.stores.router.getState() === before) shake();
  }, [kit, shake]);
  const restingView = connected ? 'Account' : 'Connect';

  return (
    <section
      ref={regionRef}
      className="wk-modal wk-modal-embedded"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="wk-modal"
      data-wk-view={view}
      data-wk-shake={shaking ? '' : undefined}
    >
      <ModalHeader
        titleId={titleId}
        title={viewTitle(view, data)}
        canGoBack={depth > 1 || view !== restingView}
        onBack={goBack}
      />
      <ModalBody views={views} view={view} viewKey={viewKey} bodyRef={bodyRef} />
    </section>
  );
}
