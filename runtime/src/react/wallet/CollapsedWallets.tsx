import { useId, useState, type ReactNode } from 'react';
import { ChevronRightIcon } from '../primitives/icons/icons.js';
import { listItemSheet } from '../primitives/List/ListItem.css.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { collapsedWalletsSheet } from './CollapsedWallets.css.js';
import { useText } from '../i18n/useText.js';

export interface CollapsedWalletsProps {
  /** The wallet list, shown once the visitor opens it. */
  children: ReactNode;
}

/**
 * The wallet list folded behind one "Continue with a wallet" row, for apps that want the
 * Connect view short. A disclosure button (`aria-expanded`): the list opens in place, so the
 * visitor keeps their bearings, and the same row folds it again. It opens folded every time
 * the Connect view is shown.
 */
export function CollapsedWallets({ children }: CollapsedWalletsProps) {
  const { t } = useText();
  useComponentStyles(listItemSheet);
  useComponentStyles(collapsedWalletsSheet);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <div className="wk-collapsed-wallets">
      <button
        type="button"
        className="wk-list-item"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={() => setExpanded((open) => !open)}
        data-testid="wk-connect-wallets-toggle"
      >
        <span className="wk-list-item-label">{t('connect.continueWithWallet')}</span>
        <span
          className="wk-list-item-trailing wk-collapsed-wallets-chevron"
          data-expanded={expanded}
        >
          <ChevronRightIcon />
        </span>
      </button>
      {expanded && (
        <div id={listId} data-testid="wk-connect-wallets">
          {children}
        </div>
      )}
    </div>
  );
}
