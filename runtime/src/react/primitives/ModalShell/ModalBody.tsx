import { memo, useRef, type RefObject } from 'react';
import type { ViewName } from '../../../core/types.js';
import { Text } from '../Text/Text.js';
import { useAnimatedHeight } from './useAnimatedHeight.js';
import type { ViewRegistry } from './viewRegistry.js';
import { useText } from '../../i18n/useText.js';

export interface ModalBodyProps {
  views: ViewRegistry;
  view: ViewName;
  /** A new key re-mounts the view, which replays its entrance. */
  viewKey: string;
  bodyRef: RefObject<HTMLDivElement | null>;
}

/**
 * The current view from the registry, in a viewport whose height follows it (animated).
 * Memoised: the dialog prepared hidden re-renders as it is revealed, and the view it already
 * rendered must not render again on the click.
 */
export const ModalBody = memo(function ModalBody({
  views,
  view,
  viewKey,
  bodyRef,
}: ModalBodyProps) {
  const { t } = useText();
  const viewportRef = useRef<HTMLDivElement>(null);
  useAnimatedHeight(viewportRef, bodyRef);
  const View = views[view];
  return (
    <div ref={viewportRef} className="wk-modal-viewport">
      <div ref={bodyRef} className="wk-modal-body">
        <div key={viewKey} className="wk-view">
          {View ? <View /> : <Text variant="secondary">{t('modal.unavailable')}</Text>}
        </div>
      </div>
    </div>
  );
});
