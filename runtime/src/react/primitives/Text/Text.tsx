import type { HTMLAttributes } from 'react';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { textSheet } from './Text.css.js';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  variant?: 'title' | 'subtitle' | 'body' | 'secondary' | 'small' | 'error';
  as?: 'p' | 'span' | 'h2' | 'h3';
}

/** Text in one of the kit's type styles. */
export function Text({ variant = 'body', as: Tag = 'p', ...rest }: TextProps) {
  useComponentStyles(textSheet);
  return <Tag {...rest} className="wk-text" data-variant={variant} />;
}
