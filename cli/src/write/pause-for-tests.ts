/**
 * A test seam for crash tests of the real CLI binary: with `WALLET_KIT_PAUSE_AFTER_WRITE_STEP=N`
 * in the environment, the writer stops after its N-th file-system change (mkdir, write, link,
 * copy, rename, remove), prints `wallet-kit: paused after write step N` to stderr and waits, so
 * a test can kill the process with SIGKILL at exactly that point. Without the variable the file
 * system is used as it is.
 */
import type { WriterFileSystem } from './file-system.js';

const PAUSE_VARIABLE = 'WALLET_KIT_PAUSE_AFTER_WRITE_STEP';
const PAUSE_MESSAGE = 'wallet-kit: paused after write step';

/** The calls that change the file system: each one is a write step. */
export const WRITE_STEP_CALLS = [
  'mkdir',
  'writeFile',
  'rename',
  'rm',
  'rmdir',
  'link',
  'copyFile',
] as const;

export function pausingForTests(fs: WriterFileSystem): WriterFileSystem {
  const pauseAfter = Number(process.env[PAUSE_VARIABLE]);
  if (!Number.isInteger(pauseAfter) || pauseAfter < 1) return fs;
  let steps = 0;
  const wrapped: Record<string, unknown> = { ...fs };
  for (const name of WRITE_STEP_CALLS) {
    const original = fs[name] as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = async (...args: unknown[]) => {
      const result = await original(...args);
      steps += 1;
      if (steps === pauseAfter) {
        process.stderr.write(`${PAUSE_MESSAGE} ${steps}\n`);
        // Wait until killed; the interval keeps the process alive.
        await new Promise(() => setInterval(() => {}, 60_000));
      }
      return result;
    };
  }
  return wrapped as unknown as WriterFileSystem;
}
