import type { ReactNode } from 'react';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { badgeSheet } from './Badge.css.js';

export interface BadgeProps {
  /** `success` adds a green dot (e.g. "Installed"). */
  variant?: 'neutral' | 'success';
  children: ReactNode;
}

export function Badge({ variant = 'neutral', children }: BadgeProps) {
  useComponentStyles(badgeSheet);
  return (
    <span className="wk-badge" data-variant={variant}>
      {children}
    </span>
  );
}
