import { useId, type InputHTMLAttributes } from 'react';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { searchFieldSheet } from './SearchField.css.js';

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  /** The visible-to-screen-readers label: "Search wallets". */
  label: string;
  value: string;
  onValueChange(value: string): void;
}

/** A labelled search box; Escape clears it before it closes the modal. */
export function SearchField({ label, value, onValueChange, ...rest }: SearchFieldProps) {
  useComponentStyles(searchFieldSheet);
  const id = useId();
  return (
    <div className="wk-search-field">
      <label htmlFor={id} className="wk-visually-hidden">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        type="search"
        className="wk-search-input"
        placeholder={rest.placeholder ?? label}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.stopPropagation();
            onValueChange('');
          }
        }}
      />
    </div>
  );
}
