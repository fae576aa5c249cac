import { useState } from 'react';
import type { CaipNetwork } from '../../../core/types.js';
import { PlaceholderImage } from '../PlaceholderImage/PlaceholderImage.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { networkImageSheet } from './NetworkImage.css.js';

export interface NetworkImageProps {
  network: CaipNetwork;
  size?: 'small' | 'medium';
}

/**
 * The network's `assets.imageUrl` when the config gives one, else its initials. Nothing is
 * looked up from an image registry: the kit makes no third-party calls on its own.
 */
export function NetworkImage({ network, size = 'medium' }: NetworkImageProps) {
  useComponentStyles(networkImageSheet);
  const imageUrl = network.assets?.imageUrl;
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!imageUrl || failedUrl === imageUrl) {
    return <PlaceholderImage name={network.name} className="wk-network-image" size={size} />;
  }
  return (
    <img
      className="wk-network-image"
      data-size={size}
      src={imageUrl}
      alt=""
      draggable={false}
      onError={() => setFailedUrl(imageUrl)}
    />
  );
}
