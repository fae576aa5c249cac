import { useRouterActions } from '../hooks/useRouter.js';
import { Row } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { emailFormSheet } from './EmailForm.css.js';
import { useEmbeddedState, useIsEmbeddedAccount } from './useEmbeddedLogin.js';
import { useText } from '../i18n/useText.js';
import { ACCOUNT_TEXT } from '../i18n/messages/en-account.js';

export interface EmbeddedAccountEmailProps {
  /** Offers the email update (the kit has the UpdateEmailWallet view). */
  canUpdate?: boolean;
}

/** The Account view's email line for an account of the email wallet; nothing otherwise. */
export function EmbeddedAccountEmail({ canUpdate }: EmbeddedAccountEmailProps) {
  const { t } = useText(ACCOUNT_TEXT);
  useComponentStyles(emailFormSheet);
  const router = useRouterActions();
  const embedded = useIsEmbeddedAccount();
  const { email } = useEmbeddedState();
  if (!embedded || !email) return null;
  return (
    <Row>
      <Text variant="secondary" data-testid="wk-account-email">
        {email}
      </Text>
      {canUpdate && (
        <button
          type="button"
          className="wk-link-button"
          data-testid="wk-account-update-email"
          onClick={() => router.push('UpdateEmailWallet')}
        >
          {t('account.edit')}
        </button>
      )}
    </Row>
  );
}
