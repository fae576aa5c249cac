import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import type { ViewName } from '../../../core/types.js';
import { Spinner } from '../Spinner/Spinner.js';
import { Text } from '../Text/Text.js';
import { tabbableElements } from './tabbable.js';
import { useAnimatedHeight } from './useAnimatedHeight.js';
import type { ViewRegistry } from './viewRegistry.js';
import { useText } from '../../i18n/useText.js';

export interface ModalBodyProps {
  views: ViewRegistry;
  view: ViewName;
  /** A new key re-mounts the view, which replays its entrance. */
  viewKey: string;
  bodyRef: RefObject<HTMLDivElement | null>;
  /**
   * The dialog opens cold (nothing was prepared ahead: a click before the page was idle):
   * show the dialog and its title at once, busy, and render the view once that frame is
   * painted (docs/decisions.md, "An early click").
   */
  deferView?: boolean;
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
  deferView = false,
}: ModalBodyProps) {
  const { t } = useText();
  const viewportRef = useRef<HTMLDivElement>(null);
  // Decided once, as the dialog mounts: a prepared dialog revealed later renders its view now.
  const [cold] = useState(deferView);
  const [viewShown, setViewShown] = useState(!cold);
  useAnimatedHeight(viewportRef, bodyRef);
  useEffect(() => {
    if (viewShown) return undefined;
    return afterNextPaint(() => setViewShown(true));
  }, [viewShown]);
  useViewTakesFocus(bodyRef, cold && viewShown);
  const View = views[view];
  if (!viewShown) {
    return (
      <div ref={viewportRef} className="wk-modal-viewport">
        <div ref={bodyRef} className="wk-modal-body" aria-busy="true">
          <div className="wk-view-pending">
            <Spinner size="large" label={t('common.loading')} />
          </div>
        </div>
      </div>
    );
  }
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

/**
 * While the view was on its way the dialog itself held focus (its busy body had no control):
 * once the view is in, its first control takes focus, as when the dialog opens with it, unless
 * the visitor moved focus meanwhile.
 */
function useViewTakesFocus(bodyRef: RefObject<HTMLDivElement | null>, arrived: boolean): void {
  useEffect(() => {
    const body = bodyRef.current;
    const dialog = body?.closest<HTMLElement>('[role="dialog"]');
    if (!arrived || !body || !dialog || body.ownerDocument.activeElement !== dialog) return;
    tabbableElements(body)[0]?.focus({ preventScroll: true });
  }, [bodyRef, arrived]);
}

/**
 * Runs `run` once the browser has drawn the next frame: a task posted from the animation frame
 * runs after that frame's rendering. A hidden page draws no frames (a modal opened by a script
 * in a background tab), nor does a page without animation frames (tests): there, soon; and at
 * the latest after `FRAME_DEADLINE_MS` in any case. Returns what cancels it.
 */
function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const drawsFrames =
    typeof requestAnimationFrame === 'function' &&
    typeof MessageChannel === 'function' &&
    document.visibilityState !== 'hidden';
  const timer = setTimeout(once, drawsFrames ? FRAME_DEADLINE_MS : 0);
  const frame = drawsFrames
    ? requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          once();
        };
        channel.port2.postMessage(undefined);
      })
    : undefined;
  return () => {
    done = true;
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

/** A frame the browser is slow to draw does not hold the view back longer than this. */
const FRAME_DEADLINE_MS = 100;
