import type { FormEvent, ReactNode } from 'react';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { stackSheet } from '../Stack/Stack.css.js';

/**
 * A form of the kit's views (Send, Swap, a name to register): its fields stacked, the browser's
 * own validation bubbles off (the kit says what is wrong in the visitor's language), and a
 * submit that never reloads the page.
 */
export function StackedForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  useComponentStyles(stackSheet);
  return (
    <form
      className="wk-stack"
      data-gap="medium"
      data-align="stretch"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
