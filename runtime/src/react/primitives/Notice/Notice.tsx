import type { ReactNode } from 'react';

export interface NoticeProps {
  children: ReactNode;
  'data-testid'?: string;
}

/** An inline error next to what failed; `role="alert"` so it is announced when it appears. */
export function Notice({ children, 'data-testid': testId }: NoticeProps) {
  return (
    <div className="wk-notice" role="alert" data-testid={testId}>
      {children}
    </div>
  );
}
