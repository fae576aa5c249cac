import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { accountTabsSheet } from './AccountTabs.css.js';
import { useText } from '../i18n/useText.js';
import { ACCOUNT_TEXT } from '../i18n/messages/en-account.js';

export interface AccountTabsProps {
  tokens: ReactNode;
  /** Absent when `features.history` is off: no Activity tab, and none of its code. */
  activity?: ReactNode;
}

/**
 * The Account view's tabs (Tokens, Activity) as an ARIA tablist: arrow keys, Home and End move
 * between tabs, only the selected tab is in the tab order. There is no NFTs tab: the kit reads
 * no NFT holdings, and a tab that can only say "not available" is a dead end (see
 * docs/decisions.md).
 */
export function AccountTabs({ tokens, activity }: AccountTabsProps) {
  const { t } = useText(ACCOUNT_TEXT);
  useComponentStyles(accountTabsSheet);
  const id = useId();
  const tabs = [
    { key: 'tokens', label: t('account.tokens'), panel: tokens },
    ...(activity ? [{ key: 'activity', label: t('account.activity'), panel: activity }] : []),
  ];
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    refs.current[target]?.focus();
  };
  const current = tabs[selected] ?? tabs[0]!;
  return (
    <div className="wk-tabs">
      <div role="tablist" aria-label={t('account.tabs')} className="wk-tablist" onKeyDown={move}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-controls={`${id}-${tab.key}-panel`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="wk-tab"
            data-testid={`wk-account-tab-${tab.key}`}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${current.key}-panel`}
        aria-labelledby={`${id}-${current.key}-tab`}
        className="wk-tab-panel"
        data-testid={`wk-account-panel-${current.key}`}
      >
        {current.panel}
      </div>
    </div>
  );
}
