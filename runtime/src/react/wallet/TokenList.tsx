import { useState } from 'react';
import { formatTokenQuantity, formatUsd, tokenKey } from '../../core/balances/display.js';
import type { TokenBalance } from '../../core/wallet-types.js';
import { useTokenBalances } from '../hooks/useTokenBalances.js';
import { useLibraryIcon } from '../icons/useLibraryIcon.js';
import { Button } from '../primitives/Button/Button.js';
import { Spinner } from '../primitives/Spinner/Spinner.js';
import { Text } from '../primitives/Text/Text.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { tokenListSheet } from './TokenList.css.js';
import { accountTabsSheet } from './AccountTabs.css.js';
import { useText } from '../i18n/useText.js';
import { ACCOUNT_TEXT } from '../i18n/messages/en-account.js';

export function TokenRow({ balance }: { balance: TokenBalance }) {
  const { locale } = useText(ACCOUNT_TEXT);
  useComponentStyles(tokenListSheet);
  return (
    <li className="wk-token-row" data-testid={`wk-token-${balance.symbol ?? 'unknown'}`}>
      <TokenIcon symbol={balance.symbol} />
      <span className="wk-token-name">
        <Text as="span">{balance.name ?? balance.symbol}</Text>
        <Text as="span" variant="small">
          <span data-testid="wk-token-quantity">{formatTokenQuantity(balance)}</span>{' '}
          {balance.symbol}
        </Text>
      </span>
      <Text as="span" variant="secondary">
        {balance.value === undefined ? '' : formatUsd(balance.value, locale)}
      </Text>
    </li>
  );
}

/** The icon library's logo for the symbol, else (and while it loads, or if it fails) its first letter. */
function TokenIcon({ symbol }: { symbol: string | undefined }) {
  const icon = useLibraryIcon('token', symbol);
  const [failedUrl, setFailedUrl] = useState<string>();
  return (
    <span className="wk-token-icon" aria-hidden="true">
      {icon && failedUrl !== icon ? (
        <img src={icon} alt="" draggable={false} onError={() => setFailedUrl(icon)} />
      ) : (
        (symbol ?? '?').slice(0, 1)
      )}
    </span>
  );
}

/** The Tokens tab: every balance of the account, with a retry after a failed read. */
export function TokenList() {
  const { t, locale } = useText(ACCOUNT_TEXT);
  useComponentStyles(tokenListSheet, accountTabsSheet);
  const { tokenBalances, loading, error, unreadable, fetch } = useTokenBalances();
  if (loading && tokenBalances.length === 0) return <Spinner label={t('tokens.loading')} />;
  return (
    <div className="wk-tab-panel-body">
      {error && (
        <Button
          variant="secondary"
          onClick={() => void fetch({ fresh: true })}
          data-testid="wk-tokens-retry"
        >
          {t('tokens.retry', { error })}
        </Button>
      )}
      {tokenBalances.length === 0 && !error ? (
        // A family without a balance source shows no amount: an unread balance is not $0.00.
        <Text variant="secondary" data-testid="wk-tokens-empty">
          {unreadable
            ? t('tokens.unreadable')
            : t('tokens.empty', { amount: formatUsd(0, locale) })}
        </Text>
      ) : (
        <ul className="wk-token-list" aria-label={t('account.tokens')} data-testid="wk-token-list">
          {tokenBalances.map((balance) => (
            <TokenRow key={tokenKey(balance)} balance={balance} />
          ))}
        </ul>
      )}
    </div>
  );
}
