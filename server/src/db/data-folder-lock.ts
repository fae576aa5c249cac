/**
 * One process per embedded-database folder. PGlite runs PostgreSQL inside the process and does
 * not see another process writing the same files, so two of them on one folder damage it. The
 * owner writes its pid to a lock file in the folder; a later process refuses while that pid is
 * alive and takes the lock over when it is not (the owner crashed or was killed).
 */
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'wallet-kit.lock';

class DataFolderInUseError extends Error {
  override readonly name = 'DataFolderInUseError';
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by ${pid ? `process ${pid}` : 'another process'}. The embedded database (PGlite) ` +
        'serves one process only: stop that process first, or to run several instances set ' +
        'DATABASE_URL to a PostgreSQL server they share. If no such process runs, delete ' +
        `${join(dataDir, LOCK_FILE)}.`,
    );
  }
}

interface DataFolderLock {
  /** Removes the lock file if it is still this process's. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Takes the folder's lock, or throws `DataFolderInUseError` naming the process that holds it. */
export function lockDataFolder(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx': created only if absent, so of two processes starting at once one wins.
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        release() {
          if (readOwner(path) === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    // The same process opening the folder twice would damage it just the same.
    if (owner !== undefined && isAlive(owner)) throw new DataFolderInUseError(dataDir, owner);
    // No pid yet: a process starting this very moment has created it and not yet written it.
    if (owner === undefined && Date.now() - modifiedAt(path) < 2000) {
      throw new DataFolderInUseError(dataDir, 0);
    }
    // Left by a process that is gone (or half written by one that died at once): clean it.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
