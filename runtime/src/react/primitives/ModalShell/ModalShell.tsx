import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useKitStore } from '../../hooks/useKitStore.js';
import { KitRoot } from '../KitRoot/KitRoot.js';
import { Snackbar } from '../Snackbar/Snackbar.js';
import { ModalDialog } from './ModalDialog.js';
import type { ViewRegistry } from './viewRegistry.js';

export interface ModalShellProps {
  /** The views of this kit; the router's current view is looked up here. */
  views: ViewRegistry;
}

/**
 * Portals the kit's overlay layer into `document.body`: the dialog while the modal is open
 * and the snackbar's live region always. Renders nothing on the server and on the first
 * client render, so server and client markup agree.
 */
export function ModalShell({ views }: ModalShellProps) {
  const isOpen = useKitStore('modal', (s) => s.open);
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setPortalTarget(document.body), []);
  if (!portalTarget) return null;
  return createPortal(
    <KitRoot variant="portal">
      {isOpen && <ModalDialog views={views} />}
      <Snackbar />
    </KitRoot>,
    portalTarget,
  );
}
