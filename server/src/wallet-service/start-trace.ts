/**
 * The start-phase trace: with `WALLET_KIT_START_TRACE=1` the service writes one JSON line to
 * stderr per start phase (modules loaded, database open, migrations, …) with the wall time since
 * the process started and the CPU time the process has used so far. CPU time is the figure to
 * compare on a busy machine, where wall times depend on what else runs (docs/benchmarks.md).
 * Off by default: nothing is written and nothing is measured.
 */

export type StartTrace = (phase: string) => void;

export const noStartTrace: StartTrace = () => {};

/** ms since the process started (performance's origin is the process's start). */
const wallMs = () => Math.round(performance.now());

/** CPU ms the process has used, all its threads (wasm compiles in background threads). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
}

export function startTraceFromEnv(
  env: Record<string, string | undefined>,
  write: (line: string) => void = (line) => process.stderr.write(line),
): StartTrace {
  if (env.WALLET_KIT_START_TRACE !== '1') return noStartTrace;
  return (phase) =>
    write(`${JSON.stringify({ startPhase: phase, wallMs: wallMs(), cpuMs: cpuMs() })}\n`);
}
