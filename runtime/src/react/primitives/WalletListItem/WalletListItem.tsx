import type { ButtonHTMLAttributes } from 'react';
import { Badge } from '../Badge/Badge.js';
import { WalletImage } from '../WalletImage/WalletImage.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { listItemSheet } from '../List/ListItem.css.js';
import { useText } from '../../i18n/useText.js';

export interface WalletListItemProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
> {
  name: string;
  imageUrl?: string | undefined;
  /** The wallet's id, for the icon library's logo when `imageUrl` is only a monogram. */
  walletId?: string | undefined;
  /** "Recent" wins over "Installed": it says more about what the visitor will pick. */
  badge?: 'Recent' | 'Installed' | undefined;
}

/** One row of the wallet list: icon, name and an optional badge. */
export function WalletListItem({
  name,
  imageUrl,
  walletId,
  badge,
  type = 'button',
  ...rest
}: WalletListItemProps) {
  const { t } = useText();
  useComponentStyles(listItemSheet);
  return (
    <button {...rest} type={type} className="wk-list-item">
      <WalletImage name={name} imageUrl={imageUrl} walletId={walletId} />
      <span className="wk-list-item-label">{name}</span>
      {badge && (
        <Badge variant={badge === 'Installed' ? 'success' : 'neutral'}>
          {t(badge === 'Installed' ? 'wallet.badge.installed' : 'wallet.badge.recent')}
        </Badge>
      )}
    </button>
  );
}
