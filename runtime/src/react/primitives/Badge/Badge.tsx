import type { ReactNode } from 'react';

export interface BadgeProps {
  /** `success` adds a green dot (e.g. "Installed"). */
  variant?: 'neutral' | 'success';
  children: ReactNode;
}

export function Badge({ variant = 'neutral', children }: BadgeProps) {
  return (
    <span className="wk-badge" data-variant={variant}>
      {children}
    </span>
  );
}
