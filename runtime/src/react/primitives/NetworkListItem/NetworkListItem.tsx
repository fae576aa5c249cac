import type { ButtonHTMLAttributes } from 'react';
import type { CaipNetwork } from '../../../core/types.js';
import { CheckIcon } from '../icons/icons.js';
import { NetworkImage } from '../NetworkImage/NetworkImage.js';
import { Spinner } from '../Spinner/Spinner.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { listItemSheet } from '../List/ListItem.css.js';
import { useText } from '../../i18n/useText.js';

export interface NetworkListItemProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
> {
  network: CaipNetwork;
  /** The wallet is on this network: marked with `aria-current` and a check. */
  active?: boolean;
  /** A switch to this network waits on the wallet. */
  pending?: boolean;
}

/** One row of a network list: image, name and its state. */
export function NetworkListItem({
  network,
  active = false,
  pending = false,
  type = 'button',
  ...rest
}: NetworkListItemProps) {
  const { t } = useText();
  useComponentStyles(listItemSheet);
  return (
    <button
      {...rest}
      type={type}
      className="wk-list-item"
      aria-current={active ? 'true' : undefined}
      aria-busy={pending || undefined}
    >
      <NetworkImage network={network} />
      <span className="wk-list-item-label">{network.name}</span>
      <span className="wk-list-item-trailing">
        {pending ? (
          <Spinner size="small" label={t('network.switching')} />
        ) : active ? (
          <CheckIcon />
        ) : null}
      </span>
    </button>
  );
}
