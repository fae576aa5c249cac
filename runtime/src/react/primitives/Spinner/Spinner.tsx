import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { spinnerSheet } from './Spinner.css.js';
export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Announced to screen readers; omit when nearby text already says what is loading. */
  label?: string;
}

/** An arc that turns; static under reduced motion (the stylesheet stops it). */
export function Spinner({ size = 'medium', label }: SpinnerProps) {
  useComponentStyles(spinnerSheet);
  return (
    <svg
      className="wk-spinner"
      data-size={size}
      viewBox="0 0 24 24"
      strokeWidth={size === 'large' ? 1 : 2.5}
      strokeLinecap="round"
      focusable={false}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="12" cy="12" r={size === 'large' ? 11.5 : 10} strokeOpacity={0.2} />
      <path
        d={size === 'large' ? 'M12 0.5a11.5 11.5 0 0 1 11.5 11.5' : 'M12 2a10 10 0 0 1 10 10'}
      />
    </svg>
  );
}
