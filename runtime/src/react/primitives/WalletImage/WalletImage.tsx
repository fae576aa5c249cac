import { useState } from 'react';
import { PlaceholderImage } from '../PlaceholderImage/PlaceholderImage.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { walletImageSheet } from './WalletImage.css.js';

export interface WalletImageProps {
  name: string;
  /** Usually a data: URI announced by the wallet itself (EIP-6963), so nothing is fetched. */
  imageUrl?: string | undefined;
  size?: 'medium' | 'large';
}

/** A wallet's icon, or its initials when it has none or the image fails to load. */
export function WalletImage({ name, imageUrl, size = 'medium' }: WalletImageProps) {
  useComponentStyles(walletImageSheet);
  const [failedUrl, setFailedUrl] = useState<string>();
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
