import { useClipboard } from '../../hooks/useClipboard.js';
import { CheckIcon, CopyIcon } from '../icons/icons.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { copyButtonSheet } from './CopyButton.css.js';
import { useText } from '../../i18n/useText.js';

export interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers: "Copy address". */
  label: string;
  'data-testid'?: string;
}

/**
 * Copies `text`; the icon turns into a check and the accessible name reads "Copied" for a
 * moment, and a polite live region announces the outcome.
 */
export function CopyButton({ text, label, 'data-testid': testId }: CopyButtonProps) {
  const { t } = useText();
  useComponentStyles(copyButtonSheet);
  const { state, copy } = useClipboard();
  const feedback =
    state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : '';
  return (
    <>
      <button
        type="button"
        className="wk-copy-button"
        data-state={state}
        data-testid={testId}
        aria-label={feedback || label}
        title={feedback || label}
        onClick={() => void copy(text)}
      >
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span className="wk-visually-hidden" role="status" aria-live="polite">
        {feedback}
      </span>
    </>
  );
}
