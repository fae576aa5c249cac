import { useState } from 'react';
import { PlaceholderImage } from '../PlaceholderImage/PlaceholderImage.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { walletImageSheet } from './WalletImage.css.js';
import { WalletMonogram } from './WalletMonogram.js';
import { monogramOf } from '../../../wallets/monograms-made.js';
import { useLibraryIcon } from '../../icons/useLibraryIcon.js';
import { libraryWalletKey } from '../../icons/libraryWalletKey.js';
import { AllWalletsGrid } from '../../icons/AllWalletsGrid.js';
import { ALL_WALLETS_ICON } from '../../icons/allWalletsIcon.js';

export interface WalletImageProps {
  name: string;
  /** Usually a data: URI announced by the wallet itself (EIP-6963), so nothing is fetched. */
  imageUrl?: string | undefined;
  /** The wallet's id, to show the icon library's logo when `imageUrl` is only a monogram. */
  walletId?: string | undefined;
  size?: 'medium' | 'large';
}

/**
 * A wallet's icon: the one it announces or the host configured; else the icon library's logo
 * (`icons/library-icons.ts`), loaded when shown; else its initials, which also show while the
 * logo loads and when an image fails. A catalogue monogram is drawn as text, not loaded, and
 * the "All Wallets" grid inline.
 */
export function WalletImage({ name, imageUrl, walletId, size = 'medium' }: WalletImageProps) {
  useComponentStyles(walletImageSheet);
  const [failedUrl, setFailedUrl] = useState<string>();
  const monogram = monogramOf(imageUrl);
  const ownImage = monogram ? undefined : imageUrl;
  const libraryIcon = useLibraryIcon('wallet', libraryWalletKey(walletId, imageUrl, !!monogram));
  const shown = ownImage ?? libraryIcon;
  if (imageUrl === ALL_WALLETS_ICON)
    return <AllWalletsGrid className="wk-wallet-icon" size={size} />;
  if (shown && failedUrl !== shown) {
    return (
      <img
        className="wk-wallet-icon"
        data-size={size}
        src={shown}
        alt=""
        draggable={false}
        onError={() => setFailedUrl(shown)}
      />
    );
  }
  if (monogram) return <WalletMonogram monogram={monogram} size={size} />;
  return <PlaceholderImage name={name} className="wk-wallet-icon" size={size} />;
}
