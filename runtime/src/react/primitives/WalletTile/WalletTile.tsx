import type { ButtonHTMLAttributes } from 'react';
import { useImagePreload } from '../../hooks/useImagePreload.js';
import { PlaceholderImage } from '../PlaceholderImage/PlaceholderImage.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { walletTileSheet } from './WalletTile.css.js';
import { walletImageSheet } from '../WalletImage/WalletImage.css.js';
import { WalletMonogram } from '../WalletImage/WalletMonogram.js';
import { monogramOf } from '../../../wallets/monograms-made.js';
import { useLibraryIcon } from '../../icons/useLibraryIcon.js';
import { libraryWalletKey } from '../../icons/libraryWalletKey.js';

export interface WalletTileProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  name: string;
  imageUrl?: string | undefined;
  /** The wallet's id, for the icon library's logo when `imageUrl` is only a monogram. */
  walletId?: string | undefined;
  badge?: string | undefined;
}

/**
 * One wallet of the AllWallets grid. Its own icon, else the icon library's logo for its id, is
 * preloaded: the initials (a catalogue monogram, drawn as text) show until it has loaded, and
 * stay when it fails or takes longer than 2 s.
 */
export function WalletTile({
  name,
  imageUrl,
  walletId,
  badge,
  type = 'button',
  ...rest
}: WalletTileProps) {
  useComponentStyles(walletTileSheet, walletImageSheet);
  const monogram = monogramOf(imageUrl);
  const ownImage = monogram ? undefined : imageUrl;
  const libraryIcon = useLibraryIcon('wallet', libraryWalletKey(walletId, imageUrl, !!monogram));
  const shown = ownImage ?? libraryIcon;
  const image = useImagePreload(shown);
  return (
    <button {...rest} type={type} className="wk-wallet-tile" title={name}>
      {image === 'loaded' ? (
        <img className="wk-wallet-icon" data-size="large" src={shown} alt="" draggable={false} />
      ) : monogram ? (
        <WalletMonogram monogram={monogram} size="large" />
      ) : (
        <PlaceholderImage name={name} className="wk-wallet-icon" size="large" />
      )}
      <span className="wk-wallet-tile-name">{name}</span>
      {badge && <span className="wk-wallet-tile-badge">{badge}</span>}
    </button>
  );
}
