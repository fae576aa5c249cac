/**
 * Keeps a fixed-position element (the wallet frame) laid exactly over a slot element for as
 * long as it is attached. The slot moves without any event a page can listen to for it: the
 * modal's opening animation is a transform, a bottom sheet slides in, a view above it grows.
 * So every hint that it may move (the slot resizing, an animation or transition starting or
 * ending anywhere, a resize or scroll) starts a measuring loop, one measure per animation frame,
 * that stops once the slot has stayed put for STILL_FRAMES frames.
 */

/** Frames without movement after which the loop stops (about a quarter of a second). */
export const STILL_FRAMES = 15;

const MOVE_HINTS = [
  'animationstart',
  'animationend',
  'animationcancel',
  'transitionrun',
  'transitionend',
  'transitioncancel',
] as const;

export interface SlotRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Calls `place` with the slot's rectangle now and whenever it moves, until the returned
 * function is called.
 */
export function followSlot(
  win: Window & { ResizeObserver?: typeof ResizeObserver },
  slot: HTMLElement,
  place: (rect: SlotRect) => void,
): () => void {
  let last: SlotRect | undefined;
  let still = 0;
  let frame: number | undefined;
  let stopped = false;

  const measure = (): boolean => {
    const { top, left, width, height } = slot.getBoundingClientRect();
    const moved =
      !last ||
      last.top !== top ||
      last.left !== left ||
      last.width !== width ||
      last.height !== height;
    if (moved) {
      last = { top, left, width, height };
      place(last);
    }
    return moved;
  };

  const tick = () => {
    frame = undefined;
    if (stopped) return;
    still = measure() ? 0 : still + 1;
    if (still < STILL_FRAMES) frame = win.requestAnimationFrame(tick);
  };

  const wake = () => {
    if (stopped) return;
    still = 0;
    measure();
    frame ??= win.requestAnimationFrame(tick);
  };

  const resizes = win.ResizeObserver ? new win.ResizeObserver(wake) : null;
  resizes?.observe(slot);
  for (const type of MOVE_HINTS) win.document.addEventListener(type, wake, true);
  win.addEventListener('resize', wake);
  win.addEventListener('scroll', wake, true);
  wake();

  return () => {
    stopped = true;
    if (frame !== undefined) win.cancelAnimationFrame(frame);
    resizes?.disconnect();
    for (const type of MOVE_HINTS) win.document.removeEventListener(type, wake, true);
    win.removeEventListener('resize', wake);
    win.removeEventListener('scroll', wake, true);
  };
}
