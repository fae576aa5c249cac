import { transactionExplorerUrl } from '../../core/explorer/explorer-links.js';
import type { Transaction } from '../../core/wallet-types.js';
import { IDENTITY_TEXT } from '../i18n/messages/en-identity.js';
import { useText } from '../i18n/useText.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { ExplorerLink } from './ExplorerLink.js';

// What an explorer's /tx/ page takes: an eip155 transaction hash, a Solana signature.
const TRANSACTION_ID = /^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,88})$/;

/**
 * An Activity row's link to its transaction on the explorer of the network it happened on (one
 * the host configured), when that network has an https explorer and the row carries a
 * transaction id (its hash, or an id that is one).
 */
export function TransactionExplorerLink({ transaction }: { transaction: Transaction }) {
  const { t } = useText(IDENTITY_TEXT);
  const { config } = useWalletKit();
  const network = config.networks.find((n) => n.caipNetworkId === transaction.metadata.chain);
  const id = transaction.metadata.hash ?? transaction.id;
  const explorer = network?.blockExplorers?.default.name;
  const href = network && TRANSACTION_ID.test(id) ? transactionExplorerUrl(network, id) : undefined;
  if (!href || !explorer) return null;
  return (
    <ExplorerLink
      href={href}
      label={t('identity.transactionOnExplorer', { explorer })}
      data-testid="wk-activity-explorer"
    />
  );
}
