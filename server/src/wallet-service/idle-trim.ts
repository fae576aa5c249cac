/**
 * Gives memory back once the service has been idle: after a busy spell the JavaScript heap keeps
 * the room it grew to until the next collection, which an idle service may not run for a long
 * time, so its memory stays at the peak of the last load. Once no request has come for `idleMs`,
 * one full collection runs (once per idle spell, never while requests come). What it gives back
 * is measured in docs/benchmarks.md.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface IdleTrim {
  /** Tells that a request came: the idle time starts again. */
  touch(): void;
  stop(): void;
}

export function idleTrim(options: {
  idleMs: number;
  trim: () => void;
  /** How often idleness is checked; a tenth of `idleMs` by default. */
  checkEveryMs?: number;
  now?: () => number;
}): IdleTrim {
  const now = options.now ?? Date.now;
  let lastRequest = now();
  let trimmed = false;
  const timer = setInterval(
    () => {
      if (trimmed || now() - lastRequest < options.idleMs) return;
      trimmed = true;
      options.trim();
    },
    options.checkEveryMs ?? Math.max(1, Math.floor(options.idleMs / 10)),
  );
  timer.unref();
  return {
    touch() {
      lastRequest = now();
      trimmed = false;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/**
 * A full garbage collection. V8 offers it to scripts only under `--expose-gc`; the flag is set
 * for a fresh context that hands its `gc` out, so the process itself needs no flag.
 */
export function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => gc();
}
