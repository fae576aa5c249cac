import { useEffect, useState } from 'react';
import { errorMessage } from '../../core/errors.js';
import { useKitStore } from '../hooks/useKitStore.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { Button } from '../primitives/Button/Button.js';
import { CopyButton } from '../primitives/CopyButton/CopyButton.js';
import { QrCode } from '../primitives/QrCode/QrCode.js';
import { qrCodeSheet } from '../primitives/QrCode/QrCode.css.js';
import { Spinner } from '../primitives/Spinner/Spinner.js';
import { Stack } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { useText } from '../i18n/useText.js';
import { FARCASTER_TEXT } from '../i18n/messages/en-farcaster.js';

/**
 * The ConnectingFarcaster view: asks for a fresh connect link, shows it as a QR code (the
 * encoder loads on demand), a link that opens the Farcaster app on this device and a copy
 * button, and waits until the visitor approved in the app; the kit then connects and closes.
 * A failure says why and offers a new code. Leaving the view (Back, closing the modal, another
 * login) forgets the link and stops the frame's wait on it, so nothing polls for a visitor who
 * went away; coming back asks for a fresh link.
 */
export function ConnectingFarcasterPanel() {
  const { t } = useText(FARCASTER_TEXT);
  // The QR frame and its placeholder show before the code exists, so before QrCode adds them.
  useComponentStyles(qrCodeSheet);
  const kit = useWalletKit();
  const url = useKitStore('embedded', (s) => s.farcasterUrl);
  const status = useKitStore('embedded', (s) => s.status);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(undefined);
    kit.embedded
      .farcasterUri()
      .then(() => (live ? kit.embedded.connectFarcaster() : undefined))
      .catch((failure: unknown) => {
        // A link replaced by a newer one (a retry, a remount) ends its wait: not a failure.
        if (live) setError(errorMessage(failure));
      });
    return () => {
      live = false;
      kit.stores.embedded.setState({ farcasterUrl: undefined });
      // A frame that cannot be reached has no wait to end either.
      kit.embedded.stopFarcaster().catch(() => undefined);
    };
  }, [kit, attempt]);

  if (error) {
    return (
      <Stack align="center" gap="large">
        <Stack align="center" gap="small" role="status" data-testid="wk-farcaster-status">
          <Text variant="subtitle">{t('farcaster.failed')}</Text>
          <Text variant="error" data-testid="wk-farcaster-error">
            {error}
          </Text>
        </Stack>
        <Button data-testid="wk-farcaster-retry" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    );
  }

  const connecting = status === 'connecting';
  return (
    <Stack align="center" gap="large">
      <div className="wk-qr-frame">
        {url ? (
          <QrCode value={url} label={t('farcaster.qr')} data-testid="wk-farcaster-qr" />
        ) : (
          <div className="wk-qr-placeholder" data-testid="wk-farcaster-qr-loading">
            <Spinner label={t('common.preparingQr')} />
          </div>
        )}
      </div>
      <Stack align="center" gap="small" role="status" data-testid="wk-farcaster-status">
        <Text variant="subtitle">
          {connecting ? t('farcaster.signingIn') : t('common.scanWithPhone')}
        </Text>
        <Text variant="secondary">
          {connecting ? t('farcaster.approved') : t('farcaster.scanHint')}
        </Text>
      </Stack>
      {url && (
        <Stack align="center" gap="small">
          <a href={url} target="_blank" rel="noopener noreferrer" data-testid="wk-farcaster-link">
            {t('farcaster.openApp')}
          </a>
          <CopyButton text={url} label={t('common.copyLink')} data-testid="wk-farcaster-copy" />
        </Stack>
      )}
    </Stack>
  );
}
