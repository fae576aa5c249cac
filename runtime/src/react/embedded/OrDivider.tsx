import { useComponentStyles } from '../styles/useComponentStyles.js';
import { emailFormSheet } from './EmailForm.css.js';

/** A line with "or" in it, between two ways to connect. */
export function OrDivider() {
  useComponentStyles(emailFormSheet);
  return (
    <div className="wk-or-divider" role="separator" aria-label="or">
      <span aria-hidden="true">or</span>
    </div>
  );
}
