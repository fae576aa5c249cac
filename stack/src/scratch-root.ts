/**
 * Where a test or the demo makes a throwaway folder that takes many or large writes: in memory
 * (/dev/shm) when the machine has one with the room asked for, else the system's temporary
 * folder. On a shared two-core machine a disk write waits behind everyone else's; tmpfs does not
 * (a host app's npm install: host-install/scratch-root.ts; a wallet service's new database
 * folder: docs/benchmarks.md, "The unit and integration lane").
 * The code under test sees an ordinary folder either way. A run killed before its clean-up
 * leaves its folder in memory until a reboot, hence the room check.
 */
import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

const IN_MEMORY = '/dev/shm';

export function scratchRoot(roomNeeded: number): string {
  try {
    accessSync(IN_MEMORY, constants.W_OK);
    const { bavail, bsize } = statfsSync(IN_MEMORY);
    if (bavail * bsize >= roomNeeded) return IN_MEMORY;
  } catch {
    // No /dev/shm (macOS, some containers) or not ours to write.
  }
  return tmpdir();
}

/** Room for the PGlite folders a test run holds at once (about 31 MB each, new). */
const DATABASE_FOLDER_ROOM = 512 * 1024 ** 2;

/** The root for a test's PGlite data folder. */
export const databaseScratchRoot = () => scratchRoot(DATABASE_FOLDER_ROOM);
