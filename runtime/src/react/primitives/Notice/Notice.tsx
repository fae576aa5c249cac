import type { ReactNode } from 'react';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { noticeSheet } from './Notice.css.js';

export interface NoticeProps {
  children: ReactNode;
  'data-testid'?: string;
}

/** An inline error next to what failed; `role="alert"` so it is announced when it appears. */
export function Notice({ children, 'data-testid': testId }: NoticeProps) {
  useComponentStyles(noticeSheet);
  return (
    <div className="wk-notice" role="alert" data-testid={testId}>
      {children}
    </div>
  );
}
