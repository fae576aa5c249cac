import { Avatar, type AvatarProps } from '../primitives/Avatar/Avatar.js';
import { useAccountIdentity } from './useAccountIdentity.js';

/** The Account view's picture: the account's ENS avatar, else the address's gradient. */
export function AccountAvatar({ address, size }: Pick<AvatarProps, 'address' | 'size'>) {
  const { imageUrl } = useAccountIdentity();
  return <Avatar address={address} imageUrl={imageUrl} size={size} />;
}
