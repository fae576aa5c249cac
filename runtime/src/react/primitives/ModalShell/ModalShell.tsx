import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useKitStore } from '../../hooks/useKitStore.js';
import { useWalletKit } from '../../hooks/useWalletKit.js';
import { ModalText } from '../../i18n/ModalText.js';
import { KitRoot } from '../KitRoot/KitRoot.js';
import { AlertBanner } from '../AlertBanner/AlertBanner.js';
import { Snackbar } from '../Snackbar/Snackbar.js';
import { ModalInline } from './ModalInline.js';
import { PreparedModalDialog } from './PreparedModalDialog.js';
import type { ViewRegistry } from './viewRegistry.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { modalShellSheet } from './ModalShell.css.js';

export interface ModalShellProps {
  /** The views of this kit; the router's current view is looked up here. */
  views: ViewRegistry;
}

/** `document.body` never changes while the page lives: nothing to subscribe to. */
const subscribeToNothing = () => () => undefined;
const documentBody = () => document.body;
const noBodyOnTheServer = () => null;

/**
 * Portals the kit's overlay layer into `document.body`: the dialog while the modal is open
 * and the snackbar's live region and the alert banner always. In embedded mode (`enableEmbedded`) the views render
 * inline here instead, as a region of the page (only the snackbar and the alert are portalled). Renders
 * nothing on the server and while hydrating, so server and client markup agree. A client render
 * portals at once: the modal's code often arrives after the click that opens it, and a first
 * render of nothing would cost that opening one more commit before the dialog.
 */
export function ModalShell({ views }: ModalShellProps) {
  useComponentStyles(modalShellSheet);
  const embedded = useWalletKit().config.enableEmbedded;
  const isOpen = useKitStore('modal', (s) => s.open);
  const portalTarget = useSyncExternalStore(subscribeToNothing, documentBody, noBodyOnTheServer);
  if (!portalTarget) return null;
  const overlay = createPortal(
    <KitRoot variant="portal">
      {!embedded && <PreparedModalDialog views={views} isOpen={isOpen} />}
      <Snackbar />
      <AlertBanner />
    </KitRoot>,
    portalTarget,
  );
  // Everything the modal draws reads the modal's English, which comes with this chunk.
  if (!embedded) return <ModalText>{overlay}</ModalText>;
  return (
    <ModalText>
      {isOpen && (
        <KitRoot variant="block">
          <ModalInline views={views} />
        </KitRoot>
      )}
      {overlay}
    </ModalText>
  );
}
