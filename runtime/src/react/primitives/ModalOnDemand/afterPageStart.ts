/**
 * A page that never idles (busy rendering on a loaded machine) still gets the modal's code this
 * long after it started, so the visitor's click does not wait for the fetch.
 */
const IDLE_DEADLINE_MS = 2000;

/**
 * Runs `run` once the page has started: at the browser's first idle time, so the modal's
 * code never competes with the page's own start-up work, and at the latest after
 * `IDLE_DEADLINE_MS`. Without idle callbacks (Safari), once the page has loaded. Returns what
 * cancels it.
 */
export function afterPageStart(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_DEADLINE_MS });
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
