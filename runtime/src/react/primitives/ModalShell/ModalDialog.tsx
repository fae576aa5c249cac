import { useEffect, useRef, type PointerEvent } from 'react';
import { afterNextPaint } from '../../hooks/afterNextPaint.js';
import { ModalBody } from './ModalBody.js';
import { ModalHeader } from './ModalHeader.js';
import { useDialogFocus } from './useDialogFocus.js';
import { useBodyScrollLock, useEscapeKey } from './useDocumentEffects.js';
import { useRequestClose } from './useRequestClose.js';
import { useModalView } from './useModalView.js';
import type { ViewName } from '../../../core/types.js';
import type { ViewRegistry } from './viewRegistry.js';

/**
 * The open modal: backdrop, dialog, header and the current view from the registry.
 * `opensOn`: rendered hidden ahead of the opening, on that view (`PreparedModalDialog`).
 */
export function ModalDialog({ views, opensOn }: { views: ViewRegistry; opensOn?: ViewName }) {
  const { kit, depth, title, viewKey, titleId, bodyRef, shake, frameProps, view } =
    useModalView(opensOn);
  const dialogRef = useRef<HTMLDivElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const requestClose = useRequestClose(shake);

  useDialogFocus(dialogRef, bodyRef, viewKey);
  useEscapeKey(requestClose);
  useBodyScrollLock();
  // A visitor who sees the modal is about to pick a wallet: the code a pick needs is fetched
  // once the dialog's frame is painted, never among the frames of its opening (a cold opening
  // takes React 18 several; docs/decisions.md, "The actions are fetched once the modal is shown").
  useEffect(() => afterNextPaint(() => kit.prepareActions()), [kit]);

  // Only a click that starts and ends on the backdrop closes: a text selection dragged out
  // of the dialog must not.
  const onBackdropPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };

  return (
    <div
      className="wk-overlay"
      data-testid="wk-modal-backdrop"
      onPointerDown={onBackdropPointerDown}
      onClick={(event) => {
        if (pointerDownOnBackdrop.current && event.target === event.currentTarget) requestClose();
        pointerDownOnBackdrop.current = false;
      }}
    >
      <div ref={dialogRef} className="wk-modal" role="dialog" aria-modal="true" {...frameProps}>
        <ModalHeader
          titleId={titleId}
          title={title}
          canGoBack={depth > 1}
          closeDisabled={kit.isCloseDisabled()}
          onBack={() => kit.router.goBack()}
          onClose={requestClose}
        />
        <ModalBody views={views} view={view} viewKey={viewKey} bodyRef={bodyRef} />
      </div>
    </div>
  );
}
