/**
 * Undoing a write, in-process after a failure or on the next run after a crash. Both use the
 * journal on disk, and every step is safe to repeat, so a crash during a rollback is recovered
 * by the next run too. Every path of a journal found on disk is checked before the first step.
 */
import { join } from 'node:path';
import { sha256 } from '../manifest/hash.js';
import { pathExists, type WriterFileSystem } from './file-system.js';
import { assertPlainPathInside, UnsafeOutputError } from './output-guard.js';
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

/** Every path a rollback of `journal` touches is a real file or folder inside `outDir`. */
async function assertJournalPathsSafe(
  fs: WriterFileSystem,
  outDir: string,
  staging: StagingPaths,
  journal: Journal,
): Promise<void> {
  const source = `the staging journal ${staging.journal}`;
  const stagingName = staging.root.slice(outDir.length + 1);
  for (const operation of journal.operations) {
    await assertPlainPathInside(fs, outDir, operation.path, source);
    await assertPlainPathInside(fs, outDir, `${stagingName}/backup/${operation.path}`, source);
  }
  for (const dir of journal.createdDirs) await assertPlainPathInside(fs, outDir, dir, source);
}

async function holds(fs: WriterFileSystem, path: string, hash: string): Promise<boolean> {
  try {
    return sha256(await fs.readFile(path)) === hash;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

export async function rollbackJournal(
  fs: WriterFileSystem,
  outDir: string,
  staging: StagingPaths,
  journal: Journal,
): Promise<void> {
  await assertJournalPathsSafe(fs, outDir, staging, journal);
  for (const operation of [...journal.operations].reverse()) {
    const target = join(outDir, operation.path);
    const backup = join(staging.backups, operation.path);
    if (operation.existed) {
      // The backup is the old file; renaming it over the target replaces the target in one step.
      // No backup means the original was never touched: it is still in place.
      if (await pathExists(fs, backup)) await fs.rename(backup, target);
    } else if (operation.kind === 'write') {
      // Only the file this write created goes, never something else found at its path.
      if (operation.sha256 && (await holds(fs, target, operation.sha256))) await fs.rm(target);
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

/** Staging folders in `outDir` left by runs that are no longer running. */
export async function findInterruptedWrites(
  outDir: string,
  fs: WriterFileSystem,
): Promise<string[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(outDir);
  } catch {
    return [];
  }
  return entries.filter((name) => {
    const pid = stagingOwnerPid(name);
    return pid !== undefined && (pid === process.pid || !isProcessAlive(pid));
  });
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
  const names = await findInterruptedWrites(outDir, fs);
  for (const name of names) {
    const root = join(outDir, name);
    const stat = await fs.lstat(root);
    if (!stat.isDirectory()) {
      throw new UnsafeOutputError(
        `${root} looks like a staging folder of create-wallet-kit but is ` +
          `${stat.isSymbolicLink() ? 'a symbolic link' : 'not a folder'}; check it, then delete it.`,
      );
    }
    const staging = stagingPaths(root);
    const journal = await readJournal(fs, staging);
    if (journal && !(await pathExists(fs, staging.committedMarker))) {
      await rollbackJournal(fs, outDir, staging, journal);
    } else {
      await fs.rm(staging.root, { recursive: true, force: true });
    }
  }
  return names.length;
}
