import { avatarGradient } from './avatarGradient.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { avatarSheet } from './Avatar.css.js';

export interface AvatarProps {
  address: string;
  /** A profile picture (e.g. from a name service) replaces the gradient. */
  imageUrl?: string | null;
  size?: 'small' | 'medium';
}

/** The account's picture: its profile image, or a gradient unique to the address. */
export function Avatar({ address, imageUrl, size = 'medium' }: AvatarProps) {
  useComponentStyles(avatarSheet);
  if (imageUrl) {
    return (
      <img
        className="wk-avatar"
        data-size={size}
        src={imageUrl}
        alt=""
        draggable={false}
        // An avatar may be served by anyone: it is not told which page shows it.
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span
      className="wk-avatar"
      data-size={size}
      aria-hidden="true"
      style={{ backgroundImage: avatarGradient(address) }}
    />
  );
}
