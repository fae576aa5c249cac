import type { ButtonHTMLAttributes } from 'react';
import type { CaipNetwork } from '../../../core/types.js';
import { ChevronRightIcon } from '../icons/icons.js';
import { NetworkImage } from '../NetworkImage/NetworkImage.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { listItemSheet } from '../List/ListItem.css.js';
import { useText } from '../../i18n/useText.js';

export interface NetworkButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
> {
  network: CaipNetwork;
  'data-testid'?: string;
}

/**
 * The active network as a row. With `onClick` it is a button that leads to the network
 * switcher (a chevron says so); without, plain text — a kit without the switcher shows the
 * network but offers nothing to press.
 */
export function NetworkButton({ network, onClick, type = 'button', ...rest }: NetworkButtonProps) {
  const { t } = useText();
  useComponentStyles(listItemSheet);
  const content = (
    <>
      <NetworkImage network={network} size="small" />
      <span className="wk-list-item-label">{network.name}</span>
    </>
  );
  if (!onClick) {
    return (
      <div className="wk-list-item" data-testid={rest['data-testid']}>
        {content}
      </div>
    );
  }
  return (
    <button {...rest} type={type} className="wk-list-item" onClick={onClick}>
      {content}
      {/* Named by its visible text plus this hint: an aria-label would hide what sighted users read. */}
      <span className="wk-visually-hidden">{t('network.switchHint')}</span>
      <span className="wk-list-item-trailing">
        <ChevronRightIcon />
      </span>
    </button>
  );
}
