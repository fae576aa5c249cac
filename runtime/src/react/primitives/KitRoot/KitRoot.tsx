import type { ReactNode } from 'react';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { kitRootSheet } from './KitRoot.css.js';
import { useKitRootAttributes } from './useKitRootAttributes.js';

export interface KitRootProps {
  /**
   * `inline` for a root inside a line of the host's layout (the connect button), `block` for
   * a block in it (the embedded modal), `portal` for overlays.
   */
  variant: 'inline' | 'block' | 'portal';
  children?: ReactNode;
}

/**
 * The `[data-wk]` boundary: everything the kit renders sits inside one, which scopes the
 * kit's sheets, carries the theme variables and cuts inheritance from the host page. It adds
 * the base sheets (reset and shared motion) to the page even when nothing inside it has rules.
 */
export function KitRoot({ variant, children }: KitRootProps) {
  useComponentStyles(kitRootSheet);
  const attributes = useKitRootAttributes();
  if (variant === 'inline') {
    return (
      <span className="wk-inline-root" {...attributes}>
        {children}
      </span>
    );
  }
  return (
    <div className={variant === 'block' ? 'wk-block-root' : 'wk-portal'} {...attributes}>
      {children}
    </div>
  );
}
