import { useLegalConsent } from '../hooks/useLegalConsent.js';
import { useRouterActions } from '../hooks/useRouter.js';
import { Button } from '../primitives/Button/Button.js';
import { useFarcasterAvailable } from './useFarcasterAvailable.js';
import { useText } from '../i18n/useText.js';
import { FARCASTER_TEXT } from '../i18n/messages/en-farcaster.js';

/**
 * Connect's Farcaster button: opens the ConnectingFarcaster view, which shows the QR code to
 * scan with the Farcaster app. Shown only when the wallet service runs Farcaster login.
 */
export function FarcasterLogin() {
  const { t } = useText(FARCASTER_TEXT);
  const router = useRouterActions();
  const available = useFarcasterAvailable();
  const { lockProps } = useLegalConsent();
  if (!available) return null;
  return (
    <Button
      variant="secondary"
      fullWidth
      data-testid="wk-farcaster-login"
      {...lockProps(() => router.push('ConnectingFarcaster'))}
    >
      {t('farcaster.continue')}
    </Button>
  );
}
