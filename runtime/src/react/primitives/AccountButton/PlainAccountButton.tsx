import type { FocusEvent, MouseEvent, PointerEvent } from 'react';
import { shortenAddress } from '../../format/shortenAddress.js';
import { Button } from '../Button/Button.js';
import type { ConnectedAccountButtonProps } from './ConnectedAccountButton.js';

export interface PlainAccountButtonProps extends ConnectedAccountButtonProps {
  /** Called on the visitor's every sign of intent (pointer over, focus, click): fetch again. */
  onIntent(): void;
}

/**
 * The connect button of a connected account while the account button's own code is missing (its
 * fetch failed or stalled): the account's name or short address on the kit's plain button, with the handlers the
 * caller gave, so a click opens the modal's Account view as the real one does. It is part of the
 * page's first load, so it carries no avatar and no balance (their code comes with the real one).
 */
export function PlainAccountButton({
  address,
  profileName,
  balance: _balance,
  balanceSymbol: _balanceSymbol,
  onIntent,
  onPointerEnter,
  onFocus,
  onClick,
  ...rest
}: PlainAccountButtonProps) {
  return (
    <Button
      title={profileName ? `${profileName} (${address})` : address}
      {...rest}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onIntent();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onIntent();
        onFocus?.(event);
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onIntent();
        onClick?.(event);
      }}
    >
      <bdi>{profileName ?? shortenAddress(address)}</bdi>
    </Button>
  );
}
