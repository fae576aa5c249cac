import type { HTMLAttributes } from 'react';

/** A vertical list of rows; children are `<li>` elements. */
export function List(props: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} className="wk-list" />;
}
