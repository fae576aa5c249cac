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
  /** Already formatted ("10000 ETH"); omitted while the balance loads. */
  balance?: string | undefined;
}

/** The connected state of the connect button: avatar, short address and balance in a pill. */
export function AccountButton({ address, balance, type = 'button', ...rest }: AccountButtonProps) {
  useComponentStyles(accountButtonSheet);
  return (
    <button {...rest} type={type} className="wk-account-pill">
      <Avatar address={address} size="small" />
      <span>{shortenAddress(address)}</span>
      {balance && <span className="wk-account-pill-balance">{balance}</span>}
    </button>
  );
}
