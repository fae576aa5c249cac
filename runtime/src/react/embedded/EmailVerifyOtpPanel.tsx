import { useWalletKit } from '../hooks/useWalletKit.js';
import { EmailOtpStep } from './EmailOtpStep.js';
import { useEmbeddedState } from './useEmbeddedLogin.js';

/** The EmailVerifyOtp view: the login code; a right one connects and the modal closes. */
export function EmailVerifyOtpPanel() {
  const kit = useWalletKit();
  const { email } = useEmbeddedState();
  return (
    <EmailOtpStep
      email={email}
      onCode={(otp) => kit.embedded.connectOtp(otp)}
      onResend={email ? () => kit.embedded.connectEmail(email) : undefined}
    />
  );
}
