import { useLegalConsent } from '../hooks/useLegalConsent.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { EmailField } from './EmailField.js';

/**
 * The email section of the Connect view: the address goes to the wallet frame, which answers
 * with the next step (a code, a new device to approve first, or already connected).
 */
export function EmailLogin() {
  const kit = useWalletKit();
  const consent = useLegalConsent();
  const initialEmail = kit.stores.embedded.getState().email ?? '';
  return (
    <EmailField
      initialEmail={initialEmail}
      gate={consent}
      onSubmit={async (email) => {
        const action = await kit.embedded.connectEmail(email);
        if (action === 'VERIFY_OTP') kit.router.push('EmailVerifyOtp');
        else if (action === 'VERIFY_DEVICE') kit.router.push('EmailVerifyDevice');
      }}
    />
  );
}
