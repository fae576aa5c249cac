import { addressExplorerUrl } from '../../core/explorer/explorer-links.js';
import { IDENTITY_TEXT } from '../i18n/messages/en-identity.js';
import { useText } from '../i18n/useText.js';
import { useKitStore } from '../hooks/useKitStore.js';
import { ExplorerLink } from './ExplorerLink.js';

/**
 * "View on explorer" for the connected address, when the active network has an https explorer.
 * The link is built here from the account's address and network, whichever of them changed, so
 * the page's first load carries no explorer code: only the Account view shows it.
 */
export function AccountExplorerLink() {
  const { t } = useText(IDENTITY_TEXT);
  const address = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.address : undefined,
  );
  const network = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.networkState.caipNetwork : undefined,
  );
  const href = address && network ? addressExplorerUrl(network, address) : undefined;
  const explorer = network?.blockExplorers?.default.name;
  if (!href || !explorer) return null;
  return (
    <ExplorerLink
      href={href}
      text={t('identity.viewOnExplorer')}
      label={t('identity.addressOnExplorer', { explorer })}
      data-testid="wk-account-explorer"
    />
  );
}
