/**
 * A bound on how long a read may take. The kit's own timers run it, so destroying the kit
 * cancels it; the read itself is not aborted (its late answer is ignored).
 */
import type { KitContext } from './context.js';

export class ReadTimeoutError extends Error {
  override name = 'ReadTimeoutError';
}

export function withDeadline<T>(
  ctx: Pick<KitContext, 'timers'>,
  read: Promise<T>,
  ms: number,
  message: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = ctx.timers.set(() => reject(new ReadTimeoutError(message)), ms);
    read.then(
      (value) => {
        ctx.timers.clear(timer);
        resolve(value);
      },
      (error: unknown) => {
        ctx.timers.clear(timer);
        reject(error);
      },
    );
  });
}
