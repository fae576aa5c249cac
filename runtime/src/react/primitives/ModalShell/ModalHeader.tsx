import { BackIcon, CloseIcon } from '../icons/icons.js';
import { useText } from '../../i18n/useText.js';

export interface ModalHeaderProps {
  titleId: string;
  title: string;
  canGoBack: boolean;
  closeDisabled?: boolean;
  onBack(): void;
  /** Without it there is no close button (embedded mode: closing only routes). */
  onClose?: () => void;
}

/** Back (when there is history), the view title (labels the dialog or region), close. */
export function ModalHeader({
  titleId,
  title,
  canGoBack,
  closeDisabled,
  onBack,
  onClose,
}: ModalHeaderProps) {
  const { t } = useText();
  return (
    <div className="wk-modal-header">
      {canGoBack && (
        <button
          type="button"
          className="wk-icon-button"
          data-wk-slot="back"
          data-testid="wk-modal-back"
          aria-label={t('modal.back')}
          onClick={onBack}
        >
          <BackIcon />
        </button>
      )}
      {/* Keyed by the text so a new title fades in (the header text animates over 120 ms). */}
      <h2 key={title} id={titleId} className="wk-modal-title">
        {title}
      </h2>
      {onClose && (
        <button
          type="button"
          className="wk-icon-button"
          data-wk-slot="close"
          data-testid="wk-modal-close"
          aria-label={t('modal.close')}
          disabled={closeDisabled}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
