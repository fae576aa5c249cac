/**
 * Work a click starts that its frame must not wait for: run after the browser has painted the
 * next frame (a task after the frame's callbacks), or in the next task where there are no
 * frames (a server, a test without a DOM).
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => void setTimeout(work, 0));
  else setTimeout(work, 0);
}
