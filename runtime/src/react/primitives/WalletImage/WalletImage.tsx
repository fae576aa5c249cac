import { useState } from 'react';
import { PlaceholderImage } from '../PlaceholderImage/PlaceholderImage.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { walletImageSheet } from './WalletImage.css.js';
import { WalletMonogram } from './WalletMonogram.js';
import { monogramOf } from '../../../wallets/monograms-made.js';

export interface WalletImageProps {
  name: string;
  /** Usually a data: URI announced by the wallet itself (EIP-6963), so nothing is fetched. */
  imageUrl?: string | undefined;
  size?: 'medium' | 'large';
}

/**
 * A wallet's icon, or its initials when it has none or the image fails to load. A catalogue
 * monogram is drawn as text rather than loaded as an image.
 */
export function WalletImage({ name, imageUrl, size = 'medium' }: WalletImageProps) {
  useComponentStyles(walletImageSheet);
  const [failedUrl, setFailedUrl] = useState<string>();
  const monogram = monogramOf(imageUrl);
  if (monogram) return <WalletMonogram monogram={monogram} size={size} />;
  if (!imageUrl || failedUrl === imageUrl) {
    return <PlaceholderImage name={name} className="wk-wallet-icon" size={size} />;
  }
  return (
    <img
      className="wk-wallet-icon"
      data-size={size}
      src={imageUrl}
      alt=""
      draggable={false}
      onError={() => setFailedUrl(imageUrl)}
    />
  );
}
