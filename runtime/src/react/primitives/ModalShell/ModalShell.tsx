import { useEffect, useState } from 'react';
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

/**
 * Portals the kit's overlay layer into `document.body`: the dialog while the modal is open
 * and the snackbar's live region and the alert banner always. In embedded mode (`enableEmbedded`) the views render
 * inline here instead, as a region of the page (only the snackbar and the alert are portalled). Renders
 * nothing on the server and on the first client render, so server and client markup agree.
 */
export function ModalShell({ views }: ModalShellProps) {
  useComponentStyles(modalShellSheet);
  const embedded = useWalletKit().config.enableEmbedded;
  const isOpen = useKitStore('modal', (s) => s.open);
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setPortalTarget(document.body), []);
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
