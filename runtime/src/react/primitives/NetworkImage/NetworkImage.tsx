import { useState } from 'react';
import type { CaipNetwork } from '../../../core/types.js';
import { PlaceholderImage } from '../PlaceholderImage/PlaceholderImage.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { networkImageSheet } from './NetworkImage.css.js';
import { useLibraryIcon } from '../../icons/useLibraryIcon.js';

export interface NetworkImageProps {
  network: CaipNetwork;
  size?: 'small' | 'medium';
}

/**
 * The network's `assets.imageUrl` when the config gives one; else the icon library's logo for
 * its CAIP-2 id (`icons/library-icons.ts`), bundled with the kit and loaded when shown, so no
 * third party is called; else its initials, also shown while the logo loads or when it fails.
 */
export function NetworkImage({ network, size = 'medium' }: NetworkImageProps) {
  useComponentStyles(networkImageSheet);
  const configured = network.assets?.imageUrl;
  const libraryIcon = useLibraryIcon('network', configured ? undefined : network.caipNetworkId);
  const imageUrl = configured ?? libraryIcon;
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
