import type { HTMLAttributes } from 'react';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { listSheet } from './List.css.js';

/** A vertical list of rows; children are `<li>` elements. */
export function List(props: HTMLAttributes<HTMLUListElement>) {
  useComponentStyles(listSheet);
  return <ul {...props} className="wk-list" />;
}
