import { useMemo } from 'react';
import type { CatalogueWallet } from '../../wallets/types.js';
import {
  walletsToGet,
  type WalletToGet,
  type WalletsToGetInput,
} from '../../wallets/install-links.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { Button } from '../primitives/Button/Button.js';
import { Stack } from '../primitives/Stack/Stack.js';
import { Text } from '../primitives/Text/Text.js';
import { WalletImage } from '../primitives/WalletImage/WalletImage.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { useText } from '../i18n/useText.js';
import { GET_WALLET_TEXT } from '../i18n/messages/en-get-wallet.js';
import { getWalletPanelSheet } from './GetWalletPanel.css.js';

export interface GetWalletPanelProps {
  /** The catalogue the config's featured ids are looked up in. */
  catalogue: readonly CatalogueWallet[];
  /** The catalogue's own featured wallets, listed after the config's. */
  catalogueFeatured: readonly CatalogueWallet[];
  /** Install pages by wallet id, for catalogue wallets whose row has none. */
  installUrls?: WalletsToGetInput['installUrls'];
  /** Opens the full catalogue; absent when the kit has no AllWallets view. */
  onAllWallets?: () => void;
}

/** The Get a wallet view: the featured wallets, each with the https install links it has. */
export function GetWalletPanel({
  catalogue,
  catalogueFeatured,
  installUrls,
  onAllWallets,
}: GetWalletPanelProps) {
  useComponentStyles(getWalletPanelSheet);
  const { config } = useWalletKit();
  const { t } = useText(GET_WALLET_TEXT);
  const wallets = useMemo(
    () => walletsToGet({ catalogue, catalogueFeatured, installUrls, config }),
    [catalogue, catalogueFeatured, installUrls, config],
  );
  return (
    <Stack gap="medium">
      <Text variant="secondary">{t('getWallet.intro')}</Text>
      {wallets.length === 0 ? (
        <Text variant="secondary" data-testid="wk-get-wallet-empty">
          {t('getWallet.none')}
        </Text>
      ) : (
        <ul
          className="wk-get-wallet-list"
          aria-label={t('getWallet.listLabel')}
          data-testid="wk-get-wallet-list"
        >
          {wallets.map((wallet) => (
            <WalletToGetItem key={wallet.id} wallet={wallet} />
          ))}
        </ul>
      )}
      {onAllWallets && (
        <Button
          variant="secondary"
          fullWidth
          data-testid="wk-get-wallet-all-wallets"
          onClick={onAllWallets}
        >
          {t('getWallet.allWallets')}
        </Button>
      )}
    </Stack>
  );
}

function WalletToGetItem({ wallet }: { wallet: WalletToGet }) {
  const { t } = useText(GET_WALLET_TEXT);
  const headingId = `wk-get-wallet-${wallet.id}-name`;
  return (
    <li className="wk-get-wallet-item" data-testid={`wk-get-wallet-${wallet.id}`}>
      <span className="wk-get-wallet-name" id={headingId}>
        <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} walletId={wallet.id} />
        {wallet.name}
      </span>
      <ul className="wk-get-wallet-links" aria-labelledby={headingId}>
        {wallet.links.map((link) => (
          <li key={link.kind}>
            {/* A new tab keeps the dApp open to come back to; noopener keeps the store page
                from reaching back into it, noreferrer from learning where the visitor came from. */}
            <a
              className="wk-get-wallet-link"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`getWallet.linkName.${link.kind}`, { wallet: wallet.name })}
              data-testid={`wk-get-wallet-${wallet.id}-${link.kind}`}
            >
              {t(`getWallet.link.${link.kind}`)}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
