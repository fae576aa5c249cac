/**
 * Writes a set of file changes all or nothing, and so that no file is ever missing. Every new
 * file is staged first and a journal written; then, per file, the old file is kept as a hard
 * link (or a copy) in the backup folder and the staged file renamed over it: a rename replaces
 * its target in one step, so at any moment the target holds either the old or the new contents.
 * Any failure rolls back what was committed; a crash is rolled back by the next run
 * (`recoverInterruptedWrites`), which then writes the new module again.
 */
import { dirname, join } from 'node:path';
import { sha256 } from '../manifest/hash.js';
import { nodeFileSystem, pathExists, type WriterFileSystem } from './file-system.js';
import { assertPlainPathInside } from './output-guard.js';
import { pausingForTests } from './pause-for-tests.js';
import { removeDirIfEmpty, rollbackJournal } from './rollback.js';
import {
  newStagingDirName,
  stagingPaths,
  writeJournal,
  type Journal,
  type StagingPaths,
} from './staging.js';

export interface WriteOperation {
  /** Relative to the output dir, `/`-separated. */
  path: string;
  /** New contents, or `undefined` to delete the file. */
  contents: string | undefined;
}

/** Parent folders of `path` (relative), outermost first: `a/b/c.ts` → `a`, `a/b`. */
function parentDirs(path: string): string[] {
  const segments = path.split('/').slice(0, -1);
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

async function planJournal(
  fs: WriterFileSystem,
  outDir: string,
  operations: readonly WriteOperation[],
  createdOutDir: boolean,
): Promise<Journal> {
  const createdDirs: string[] = [];
  for (const operation of operations) {
    if (operation.contents === undefined) continue;
    for (const dir of parentDirs(operation.path)) {
      if (!createdDirs.includes(dir) && !(await pathExists(fs, join(outDir, dir)))) {
        createdDirs.push(dir);
      }
    }
  }
  const journalOperations: Journal['operations'] = [];
  for (const operation of operations) {
    const existed = await pathExists(fs, join(outDir, operation.path));
    journalOperations.push(
      operation.contents === undefined
        ? { path: operation.path, kind: 'delete', existed }
        : { path: operation.path, kind: 'write', existed, sha256: sha256(operation.contents) },
    );
  }
  return { operations: journalOperations, createdDirs, createdOutDir };
}

async function stageFiles(
  fs: WriterFileSystem,
  staging: StagingPaths,
  operations: readonly WriteOperation[],
): Promise<void> {
  for (const operation of operations) {
    if (operation.contents === undefined) continue;
    const stagedPath = join(staging.newFiles, operation.path);
    await fs.mkdir(dirname(stagedPath), { recursive: true });
    await fs.writeFile(stagedPath, operation.contents);
  }
}

/**
 * Keeps the current `target` at `backup` without moving it: a hard link costs nothing and
 * leaves the target in place; where links are not supported, a copy renamed into place.
 */
async function keepBackup(fs: WriterFileSystem, target: string, backup: string): Promise<void> {
  await fs.mkdir(dirname(backup), { recursive: true });
  try {
    await fs.link(target, backup);
  } catch {
    const partial = `${backup}.partial`;
    await fs.copyFile(target, partial);
    await fs.rename(partial, backup);
  }
}

/**
 * A move inside the output folder, checked at the moment of use: the path is re-checked right
 * before the move (a folder on the way may have been swapped for a symbolic link by another
 * process since the checks made up front), and again right after it. A swap in between means the
 * move may have landed wherever the link points: it is moved back at once and the write fails
 * (and is rolled back). Node has no renameat, so the re-check after the move is what closes the
 * window between the last check and the move.
 */
async function guardedMove(
  fs: WriterFileSystem,
  outDir: string,
  path: string,
  move: { from: string; to: string },
): Promise<void> {
  const source = 'the generated module';
  await assertPlainPathInside(fs, outDir, path, source);
  await fs.rename(move.from, move.to);
  try {
    await assertPlainPathInside(fs, outDir, path, source);
  } catch (error) {
    await fs.rename(move.to, move.from);
    throw error;
  }
}

async function commit(
  fs: WriterFileSystem,
  outDir: string,
  staging: StagingPaths,
  journal: Journal,
): Promise<void> {
  for (const dir of journal.createdDirs) {
    await assertPlainPathInside(fs, outDir, dir, 'the generated module');
    await fs.mkdir(join(outDir, dir), { recursive: true });
  }
  for (const operation of journal.operations) {
    const target = join(outDir, operation.path);
    if (operation.existed) {
      await assertPlainPathInside(fs, outDir, operation.path, 'the generated module');
      await keepBackup(fs, target, join(staging.backups, operation.path));
    }
    if (operation.kind === 'write') {
      const staged = join(staging.newFiles, operation.path);
      await guardedMove(fs, outDir, operation.path, { from: staged, to: target });
    } else if (operation.existed) {
      // A removal is a move into the staging folder (deleted with it): unlike rm, a move that
      // followed a swapped-in link can be moved back.
      const removed = join(staging.root, 'removed', operation.path);
      await fs.mkdir(dirname(removed), { recursive: true });
      await guardedMove(fs, outDir, operation.path, { from: target, to: removed });
    }
  }
}

/** After a committed write: folders emptied by deletions go too (never the output dir itself). */
async function removeEmptiedDirs(
  fs: WriterFileSystem,
  outDir: string,
  operations: readonly WriteOperation[],
): Promise<void> {
  const dirs = new Set<string>();
  for (const operation of operations) {
    if (operation.contents === undefined)
      parentDirs(operation.path).forEach((dir) => dirs.add(dir));
  }
  const deepestFirst = [...dirs].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const dir of deepestFirst) await removeDirIfEmpty(fs, join(outDir, dir));
}

export async function writeAtomically(
  outDir: string,
  operations: readonly WriteOperation[],
  fileSystem: WriterFileSystem = nodeFileSystem,
): Promise<void> {
  if (operations.length === 0) return;
  const fs = pausingForTests(fileSystem);
  for (const operation of operations) {
    await assertPlainPathInside(fs, outDir, operation.path, 'the generated module');
  }
  const createdOutDir = !(await pathExists(fs, outDir));
  await fs.mkdir(outDir, { recursive: true });
  const staging = stagingPaths(join(outDir, newStagingDirName()));
  let journal: Journal | undefined;
  try {
    await fs.mkdir(staging.root);
    await stageFiles(fs, staging, operations);
    journal = await planJournal(fs, outDir, operations, createdOutDir);
    // From here on the journal is what lets a crashed run be undone.
    await writeJournal(fs, staging, journal);
    await commit(fs, outDir, staging, journal);
    await fs.writeFile(staging.committedMarker, '');
  } catch (error) {
    await undoFailedWrite(fs, outDir, staging, journal, createdOutDir, error);
    throw error;
  }
  // The write stands from here; a failed clean-up is finished by the next run's recovery.
  try {
    await fs.rm(staging.root, { recursive: true, force: true });
    await removeEmptiedDirs(fs, outDir, operations);
  } catch {
    // Left for the next run.
  }
}

async function undoFailedWrite(
  fs: WriterFileSystem,
  outDir: string,
  staging: StagingPaths,
  journal: Journal | undefined,
  createdOutDir: boolean,
  cause: unknown,
): Promise<void> {
  try {
    if (journal) {
      await rollbackJournal(fs, outDir, staging, journal);
    } else {
      await fs.rm(staging.root, { recursive: true, force: true });
      if (createdOutDir) await removeDirIfEmpty(fs, outDir);
    }
  } catch (rollbackError) {
    throw new Error(
      `Writing ${outDir} failed (${(cause as Error).message}) and so did undoing it ` +
        `(${(rollbackError as Error).message}). The next run of create-wallet-kit restores the ` +
        'previous files from the staging folder.',
      { cause },
    );
  }
}
