import type { ButtonHTMLAttributes } from 'react';
import { shortenAddress } from '../../format/shortenAddress.js';
import { Avatar } from '../Avatar/Avatar.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { accountButtonSheet } from './AccountButton.css.js';

export interface AccountButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
> {
  address: string;
  /** The account's public name (a registered or ENS name), shown in place of the address. */
  profileName?: string | undefined;
  /** Already formatted ("10000 ETH"); omitted while the balance loads. */
  balance?: string | undefined;
}

/**
 * The connected state of the connect button: avatar, the account's name or else its short
 * address, and balance in a pill. Its tooltip has the whole name (a long one is cut) and the
 * full address.
 */
export function AccountButton({
  address,
  profileName,
  balance,
  type = 'button',
  ...rest
}: AccountButtonProps) {
  useComponentStyles(accountButtonSheet);
  return (
    <button
      title={profileName ? `${profileName} (${address})` : address}
      {...rest}
      type={type}
      className="wk-account-pill"
    >
      <Avatar address={address} size="small" />
      <span className="wk-account-pill-name">
        <bdi>{profileName ?? shortenAddress(address)}</bdi>
      </span>
      {balance && <span className="wk-account-pill-balance">{balance}</span>}
    </button>
  );
}
