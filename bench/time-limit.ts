/**
 * A bench that hangs (a browser that never answers on a starved machine) must not hold a
 * terminal or a CI job for hours: every bench script is started with this module imported
 * first (`tsx --import ./bench/time-limit.ts`), and it ends the process with an error once
 * the limit has passed. `BENCH_TIME_LIMIT_MINUTES` sets the limit (60 by default).
 */
const DEFAULT_MINUTES = 60;

export function benchTimeLimitMs(setting: string | undefined): number {
  if (setting === undefined || setting === '') return DEFAULT_MINUTES * 60_000;
  const minutes = Number(setting);
  if (!Number.isFinite(minutes) || minutes <= 0) {
    throw new Error(
      `BENCH_TIME_LIMIT_MINUTES must be a positive number of minutes, not "${setting}"`,
    );
  }
  return minutes * 60_000;
}

const limitMs = benchTimeLimitMs(process.env.BENCH_TIME_LIMIT_MINUTES);
setTimeout(() => {
  console.error(
    `bench stopped: still running after ${limitMs / 60_000} min (BENCH_TIME_LIMIT_MINUTES); its figures are incomplete`,
  );
  process.exit(124);
}, limitMs).unref();
