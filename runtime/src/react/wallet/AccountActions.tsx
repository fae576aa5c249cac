import { familyCan } from '@wallet-kit/schemas';
import { useKitStore } from '../hooks/useKitStore.js';
import { useRouterActions } from '../hooks/useRouter.js';
import { Button } from '../primitives/Button/Button.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { accountActionsSheet } from './AccountActions.css.js';
import { useText } from '../i18n/useText.js';
import { ACCOUNT_TEXT } from '../i18n/messages/en-account.js';

export interface AccountActionsProps {
  /**
   * Shown only when the kit generated the Swap view (`features.swaps`), for an account of a
   * family that swaps (the registry's `swaps`); on a network without a swap router the view
   * says "Network not supported for Swaps".
   */
  swap?: boolean;
  /** Shown only when the kit generated the Send view (`features.send`). */
  send?: boolean;
  /** Shown only when the kit generated the Receive view (`features.receive`). */
  receive?: boolean;
}

/**
 * The Account view's wallet actions, in the order of the wallet features (swaps, receive, send).
 * Each shows only for an account of a chain family with that capability in the registry
 * (`send`, `swaps`).
 */
export function AccountActions({
  swap: swapView = false,
  send: sendView = false,
  receive = false,
}: AccountActionsProps) {
  const { t } = useText(ACCOUNT_TEXT);
  useComponentStyles(accountActionsSheet);
  const router = useRouterActions();
  const namespace = useKitStore('chain', (s) => s.activeChain);
  const send = sendView && familyCan(namespace, 'send');
  const swap = swapView && familyCan(namespace, 'swaps');
  if (!swap && !send && !receive) return null;
  return (
    <div className="wk-account-actions">
      {swap && (
        <Button
          variant="secondary"
          onClick={() => router.push('Swap')}
          data-testid="wk-account-swap"
        >
          {t('account.swap')}
        </Button>
      )}
      {receive && (
        <Button
          variant="secondary"
          onClick={() => router.push('Receive')}
          data-testid="wk-account-receive"
        >
          {t('account.receive')}
        </Button>
      )}
      {send && (
        <Button
          variant="secondary"
          onClick={() => router.push('Send')}
          data-testid="wk-account-send"
        >
          {t('account.send')}
        </Button>
      )}
    </div>
  );
}
