import { SOCIAL_LOGIN, type OAuthSocialProvider } from '@wallet-kit/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { useKitStore } from '../hooks/useKitStore.js';
import { useLegalConsent } from '../hooks/useLegalConsent.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { Button } from '../primitives/Button/Button.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { socialSheet } from './social.css.js';
import { openSocialPopup } from './socialPopup.js';
import { socialsToShow, splitSocials, telegramPlatform } from './socialsToShow.js';
import { useText } from '../i18n/useText.js';
import { SOCIAL_TEXT } from '../i18n/messages/en-social.js';
import { SocialMark } from './SocialMark.js';

/**
 * The social section of Connect: one button per social login the config lists and the wallet
 * service runs, the first ones large and the rest behind "More". A press opens the login popup
 * at once and the kit connects when the provider sends the visitor back; a closed popup or a
 * refusal at the provider leaves the visitor here with the reason.
 */
export function SocialLogin() {
  useComponentStyles(socialSheet);
  const kit = useWalletKit();
  const { t, plural } = useText(SOCIAL_TEXT);
  const available = useKitStore('embedded', (s) => s.availableSocials);
  const status = useKitStore('embedded', (s) => s.status);
  const pending = useKitStore('embedded', (s) => s.socialProvider);
  const [error, setError] = useState<string>();
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const { lockProps } = useLegalConsent();
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The section ends a tall Connect view: the reason must come into sight, not sit below it.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  const providers = socialsToShow(kit.config.socials, available, telegramPlatform());
  if (providers.length === 0) return null;
  const { large, more } = splitSocials(providers);
  const busy = status === 'social-popup' || status === 'connecting';

  const press = (provider: OAuthSocialProvider) => {
    // Opened in the click itself, before any await, so the browser allows it.
    const popup = openSocialPopup();
    setError(undefined);
    kit.embedded.connectSocial(provider, popup).catch((failure: unknown) => {
      // The login's code may have failed to load before it could use the popup.
      if (popup && !popup.closed) popup.close();
      setError(failure instanceof Error ? failure.message : String(failure));
    });
  };

  const button = (provider: OAuthSocialProvider) => (
    <Button
      key={provider}
      variant="secondary"
      fullWidth
      data-testid={`wk-social-${provider}`}
      loading={busy && pending === provider}
      disabled={busy}
      {...lockProps(() => press(provider))}
    >
      <SocialMark provider={provider} />
      {t('social.continueWith', { provider: SOCIAL_LOGIN.providers[provider] })}
    </Button>
  );

  return (
    <div className="wk-social" role="group" aria-label={t('social.group')}>
      {large.map(button)}
      {more.length > 0 && (
        <>
          <Button
            variant="secondary"
            fullWidth
            data-testid="wk-social-more"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('social.fewer') : plural('social.more', more.length)}
          </Button>
          <div id={moreId} className="wk-social" hidden={!expanded}>
            {expanded && more.map(button)}
          </div>
        </>
      )}
      {error && (
        <p ref={errorRef} className="wk-social-error" role="alert" data-testid="wk-social-error">
          {error}
        </p>
      )}
    </div>
  );
}
