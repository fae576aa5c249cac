/**
 * How long deferred work waits after an opening before it may run: past the frames a cold
 * opening takes (React 18 mounts the dialog over several, and an opening whose code has just
 * come renders it cold), and still well before a visitor has read the modal and picked a
 * wallet (a pick made sooner fetches what it needs itself).
 */
const OPENING_SETTLE_MS = 300;
/** After that, how long the work waits at most for the browser to be idle. */
const OPENING_IDLE_DEADLINE_MS = 500;

/**
 * Work an opening starts that the opening must not wait for (fetching the code a pick will
 * need): run once the opening has settled and the browser is idle, so it never lands between
 * the click and the frames that show the modal. Without idle callbacks (Safari), once the
 * opening has settled.
 */
export function afterOpening(work: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(work, { timeout: OPENING_IDLE_DEADLINE_MS });
    } else work();
  }, OPENING_SETTLE_MS);
}
