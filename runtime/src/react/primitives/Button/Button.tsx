import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../Spinner/Spinner.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { buttonSheet } from './Button.css.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  fullWidth?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  fullWidth = false,
  loading = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  useComponentStyles(buttonSheet);
  return (
    <button
      {...rest}
      type={type}
      className="wk-button"
      data-variant={variant}
      data-wk-full-width={fullWidth ? '' : undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="small" />}
      {children}
    </button>
  );
}
