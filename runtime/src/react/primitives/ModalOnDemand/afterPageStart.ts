/**
 * Runs `run` once the page has started: at the browser's first idle time, so the modal's
 * code never competes with the page's own start-up work. Without idle callbacks (Safari), once
 * the page has loaded. Returns what cancels it.
 */
export function afterPageStart(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run);
    return () => cancelIdleCallback(handle);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    timer = setTimeout(run, 0);
  };
  if (document.readyState === 'complete') soon();
  else window.addEventListener('load', soon, { once: true });
  return () => {
    window.removeEventListener('load', soon);
    if (timer !== undefined) clearTimeout(timer);
  };
}
