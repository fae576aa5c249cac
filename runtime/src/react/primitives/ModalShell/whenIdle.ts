import { afterNextPaint } from '../../hooks/afterNextPaint.js';

/**
 * Runs `run` once the browser is idle; returns what cancels it. A browser without idle callbacks
 * (Safari) gets the nearest it has: once the page has loaded, after the next painted frame, so
 * the work still never competes with the page's own start-up or with a frame being drawn.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run);
    return () => cancelIdleCallback(handle);
  }
  if (typeof requestAnimationFrame !== 'function') return () => undefined;
  let cancelPaint: (() => void) | undefined;
  const afterLoad = () => {
    cancelPaint = afterNextPaint(run);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelPaint?.();
  };
}
