/**
 * Runs `run` once the next frame has been painted: a task posted from an animation frame runs
 * after that frame's rendering. For work the frame does not need (a fetch whose answer is shown
 * later anyway), so it never lengthens the task that leads to the frame: on React 18 a click's
 * effects run in the click's own task, before the modal's first frame. Returns a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
