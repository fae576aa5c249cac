import type { HTMLAttributes } from 'react';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { stackSheet } from './Stack.css.js';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  gap?: 'small' | 'medium' | 'large';
  align?: 'stretch' | 'center';
}

/** A vertical flex column: the layout of every view. */
export function Stack({ gap = 'medium', align = 'stretch', ...rest }: StackProps) {
  useComponentStyles(stackSheet);
  return <div {...rest} className="wk-stack" data-gap={gap} data-align={align} />;
}

/** A horizontal, centred row (an address and its copy button). */
export function Row(props: HTMLAttributes<HTMLDivElement>) {
  useComponentStyles(stackSheet);
  return <div {...props} className="wk-row" />;
}
