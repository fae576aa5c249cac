/**
 * Undoing a write, in-process after a failure or on the next run after a crash. Both use the
 * journal on disk, and every step is safe to repeat, so a crash during a rollback is recovered
 * by the next run too.
 */
import { join } from 'node:path';
import { pathExists, type WriterFileSystem } from './file-system.js';
import {
  readJournal,
  stagingOwnerPid,
  stagingPaths,
  type Journal,
  type StagingPaths,
} from './staging.js';

/** Removes a folder only when it is empty; a folder the host put files in stays. */
export async function removeDirIfEmpty(fs: WriterFileSystem, dir: string): Promise<void> {
  try {
    if ((await fs.readdir(dir)).length === 0) await fs.rmdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

export async function rollbackJournal(
  fs: WriterFileSystem,
  outDir: string,
  staging: StagingPaths,
  journal: Journal,
): Promise<void> {
  for (const operation of [...journal.operations].reverse()) {
    const target = join(outDir, operation.path);
    const backup = join(staging.backups, operation.path);
    if (operation.existed) {
      // No backup means the original never moved: it is still in place.
      if (await pathExists(fs, backup)) await fs.rename(backup, target);
    } else if (operation.kind === 'write') {
      await fs.rm(target, { force: true });
    }
  }
  await fs.rm(staging.root, { recursive: true, force: true });
  for (const dir of [...journal.createdDirs].reverse())
    await removeDirIfEmpty(fs, join(outDir, dir));
  if (journal.createdOutDir) await removeDirIfEmpty(fs, outDir);
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Finishes what an interrupted run left behind in `outDir`: a write that did not complete is
 * rolled back, so the module is exactly as it was before that run. Staging dirs of a run still
 * in progress (its process is alive) are left alone. Returns how many were recovered.
 */
export async function recoverInterruptedWrites(
  outDir: string,
  fs: WriterFileSystem,
): Promise<number> {
  let entries: string[];
  try {
    entries = await fs.readdir(outDir);
  } catch {
    return 0;
  }
  let recovered = 0;
  for (const name of entries) {
    const pid = stagingOwnerPid(name);
    if (pid === undefined || (pid !== process.pid && isProcessAlive(pid))) continue;
    const staging = stagingPaths(join(outDir, name));
    const journal = await readJournal(fs, staging);
    if (journal && !(await pathExists(fs, staging.committedMarker))) {
      await rollbackJournal(fs, outDir, staging, journal);
    } else {
      await fs.rm(staging.root, { recursive: true, force: true });
    }
    recovered += 1;
  }
  return recovered;
}
