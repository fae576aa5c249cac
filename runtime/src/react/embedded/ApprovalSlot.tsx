import { useEffect, useRef } from 'react';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { emailFormSheet } from './EmailForm.css.js';

/**
 * The place of the email wallet's approval on ApproveTransaction: the wallet's frame (another
 * origin, with its own Approve and Reject buttons) is laid over this box while it is shown,
 * and hidden again when the view goes.
 */
export function ApprovalSlot() {
  useComponentStyles(emailFormSheet);
  const kit = useWalletKit();
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    kit.embedded.attachApproval(slot.current);
    return () => kit.embedded.attachApproval(null);
  }, [kit]);
  return <div ref={slot} className="wk-approval-slot" data-testid="wk-approve-frame-slot" />;
}
