import {
  groupTransactions,
  knownOperation,
  shortenTransactionAddress,
  transferSign,
} from '../../core/activity/display.js';
import { formatBalance } from '../../core/balance-format.js';
import type { Transaction } from '../../core/wallet-types.js';
import { useActivity } from '../hooks/useActivity.js';
import { Button } from '../primitives/Button/Button.js';
import { Spinner } from '../primitives/Spinner/Spinner.js';
import { Text } from '../primitives/Text/Text.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { activityListSheet } from './ActivityList.css.js';
import { tokenListSheet } from './TokenList.css.js';
import { accountTabsSheet } from './AccountTabs.css.js';
import { useText } from '../i18n/useText.js';
import { TransactionExplorerLink } from '../identity/TransactionExplorerLink.js';
import { ACCOUNT_TEXT } from '../i18n/messages/en-account.js';

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { t } = useText(ACCOUNT_TEXT);
  const { metadata, transfers } = transaction;
  const transfer = transfers[0];
  const sign = transferSign(metadata.operationType, transfer);
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? '';
  const outgoing = sign === '-';
  const counterparty = outgoing ? metadata.sentTo : metadata.sentFrom;
  const operation = knownOperation(metadata.operationType);
  return (
    <li className="wk-activity-row" data-testid="wk-activity-item">
      <span className="wk-token-name">
        <Text as="span" data-testid="wk-activity-operation">
          {operation
            ? t(`activity.op.${operation}`)
            : metadata.operationType.charAt(0).toUpperCase() + metadata.operationType.slice(1)}
        </Text>
        <Text as="span" variant="small" title={counterparty}>
          {t(outgoing ? 'activity.to' : 'activity.from', {
            address: shortenTransactionAddress(counterparty),
          })}
        </Text>
      </span>
      <span className="wk-activity-end">
        <Text as="span" data-testid="wk-activity-amount">
          {sign}
          {formatBalance(transfer?.quantity.numeric)} {symbol}
        </Text>
        <TransactionExplorerLink transaction={transaction} />
      </span>
    </li>
  );
}

/** The Activity tab: transactions grouped by year then month, newest first. */
export function ActivityList() {
  const { t, formatDate } = useText(ACCOUNT_TEXT);
  // "March 2026", "mars 2026", "2026年3月": the month and year in the locale's own order.
  const monthOf = (year: number, month: number) =>
    formatDate(new Date(Date.UTC(year, month)), { month: 'long', year: 'numeric' });
  useComponentStyles(activityListSheet, tokenListSheet, accountTabsSheet);
  const { transactions, loading, empty, next, loadMore } = useActivity();
  if (loading && transactions.length === 0) return <Spinner label={t('activity.loading')} />;
  if (empty || transactions.length === 0) {
    return (
      <Text variant="secondary" data-testid="wk-activity-empty">
        {t('activity.empty')}
      </Text>
    );
  }
  return (
    <div className="wk-tab-panel-body" data-testid="wk-activity-list">
      {groupTransactions(transactions).map((group) => (
        <section key={`${group.year}-${group.month}`} aria-label={monthOf(group.year, group.month)}>
          <Text variant="small" as="h3">
            {monthOf(group.year, group.month)}
          </Text>
          <ul className="wk-token-list">
            {group.transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        </section>
      ))}
      {next && (
        <Button variant="secondary" loading={loading} onClick={() => void loadMore()}>
          {t('activity.loadMore')}
        </Button>
      )}
    </div>
  );
}
