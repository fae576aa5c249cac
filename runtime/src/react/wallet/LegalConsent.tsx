import { useWalletKit } from '../hooks/useWalletKit.js';
import { useLegalConsent } from '../hooks/useLegalConsent.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { legalConsentSheet } from './LegalConsent.css.js';
import { useText } from '../i18n/useText.js';

/**
 * "I agree to the Terms of Service and Privacy Policy", with the pages of the config's `legal`
 * links opened in a new tab so the modal and its state stay put. While unticked, a hint says
 * why the wallet buttons below do nothing; the buttons point to it (`aria-describedby`).
 */
export function LegalConsent() {
  const { t, rich } = useText();
  useComponentStyles(legalConsentSheet);
  const { legal } = useWalletKit().config;
  const { accepted, setAccepted, hintId, checkboxId } = useLegalConsent();
  const terms = legal?.termsUrl && (
    <a
      className="wk-legal-link"
      href={legal.termsUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="wk-legal-terms"
    >
      {t('legal.terms')}
    </a>
  );
  const privacy = legal?.privacyUrl && (
    <a
      className="wk-legal-link"
      href={legal.privacyUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="wk-legal-privacy"
    >
      {t('legal.privacy')}
    </a>
  );
  return (
    <div className="wk-legal">
      <label className="wk-legal-label">
        <input
          id={checkboxId}
          className="wk-legal-box"
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
          data-testid="wk-legal-checkbox"
        />
        <span>
          {terms && privacy
            ? rich('legal.agreeBoth', { terms, privacy })
            : rich('legal.agreeOne', { document: terms || privacy })}
        </span>
      </label>
      {!accepted && (
        <p id={hintId} className="wk-legal-hint" data-testid="wk-legal-hint">
          {t('legal.hint')}
        </p>
      )}
    </div>
  );
}
