/**
 * A promise raced against a timer, written once: every bounded wait in the packages (a wallet
 * that never answers a disconnect, a frame that never loads, a database that hangs, an RPC past
 * its deadline) settles either as the work does or as the timer says, and the timer is always
 * cleared so it never keeps a process or a test alive after the race.
 */

/**
 * Settles as `work` does when it settles within `ms`; otherwise as `onTimeout` does: with what it
 * returns, or rejected with what it throws. `work` is not cancelled; its late outcome is ignored.
 */
export function withinTime<T, U>(
  work: Promise<T>,
  ms: number,
  onTimeout: () => U,
): Promise<T | Awaited<U>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Awaited<U>>((resolve, reject) => {
    timer = setTimeout(
      () => {
        try {
          resolve(onTimeout() as Awaited<U>);
        } catch (error) {
          reject(error);
        }
      },
      Math.max(0, ms),
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
