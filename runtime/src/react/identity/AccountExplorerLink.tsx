import { IDENTITY_TEXT } from '../i18n/messages/en-identity.js';
import { useText } from '../i18n/useText.js';
import { useKitStore } from '../hooks/useKitStore.js';
import { ExplorerLink } from './ExplorerLink.js';

/** "View on explorer" for the connected address, when the active network has an https explorer. */
export function AccountExplorerLink() {
  const { t } = useText(IDENTITY_TEXT);
  const href = useKitStore('chain', (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.addressExplorerUrl : undefined,
  );
  const explorer = useKitStore('chain', (s) =>
    s.activeChain
      ? s.chains[s.activeChain]?.networkState.caipNetwork?.blockExplorers?.default.name
      : undefined,
  );
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
