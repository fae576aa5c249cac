import type { ButtonHTMLAttributes } from 'react';
import { useImagePreload } from '../../hooks/useImagePreload.js';
import { PlaceholderImage } from '../PlaceholderImage/PlaceholderImage.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { walletTileSheet } from './WalletTile.css.js';
import { walletImageSheet } from '../WalletImage/WalletImage.css.js';
import { WalletMonogram } from '../WalletImage/WalletMonogram.js';
import { monogramOf } from '../../../wallets/monograms-made.js';

export interface WalletTileProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  name: string;
  imageUrl?: string | undefined;
  badge?: string | undefined;
}

/**
 * One wallet of the AllWallets grid. The icon is preloaded: the initials show until it has
 * loaded, and stay when it fails or takes longer than 2 s. A catalogue monogram is drawn as
 * text at once: there is nothing to load.
 */
export function WalletTile({ name, imageUrl, badge, type = 'button', ...rest }: WalletTileProps) {
  useComponentStyles(walletTileSheet, walletImageSheet);
  const monogram = monogramOf(imageUrl);
  const image = useImagePreload(monogram ? undefined : imageUrl);
  return (
    <button {...rest} type={type} className="wk-wallet-tile" title={name}>
      {monogram ? (
        <WalletMonogram monogram={monogram} size="large" />
      ) : image === 'loaded' ? (
        <img className="wk-wallet-icon" data-size="large" src={imageUrl} alt="" draggable={false} />
      ) : (
        <PlaceholderImage name={name} className="wk-wallet-icon" size="large" />
      )}
      <span className="wk-wallet-tile-name">{name}</span>
      {badge && <span className="wk-wallet-tile-badge">{badge}</span>}
    </button>
  );
}
