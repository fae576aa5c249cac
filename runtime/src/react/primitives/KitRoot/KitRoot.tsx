import type { ReactNode } from 'react';
import { useInjectedStyles } from '../../styles/injectStyles.js';
import { useKitRootAttributes } from './useKitRootAttributes.js';

export interface KitRootProps {
  /** `inline` for a root inside the host's layout (the connect button), `portal` for overlays. */
  variant: 'inline' | 'portal';
  children?: ReactNode;
}

/**
 * The `[data-wk]` boundary: everything the kit renders sits inside one, which scopes the
 * stylesheet, carries the theme variables and cuts inheritance from the host page.
 */
export function KitRoot({ variant, children }: KitRootProps) {
  useInjectedStyles();
  const attributes = useKitRootAttributes();
  return variant === 'inline' ? (
    <span className="wk-inline-root" {...attributes}>
      {children}
    </span>
  ) : (
    <div className="wk-portal" {...attributes}>
      {children}
    </div>
  );
}
