/**
 * Where a host-install test makes its host app: in memory (/dev/shm) when the machine has one
 * with room, else the system's temporary folder. A host install writes tens of thousands of small
 * files (the runtime's icon packages alone are about 25 000); on tmpfs npm unpacks them without
 * waiting on the disk: the runtime's install took 13 s there against 19 to 24 s on disk on a
 * two-core machine. The app stays outside the repository either way, which is what these tests
 * need. A run killed before its clean-up leaves its folder in memory until a reboot, hence the
 * room check.
 */
import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

const IN_MEMORY = '/dev/shm';
/** Room for the largest host the tests install (a Next.js app with the kit: under 1 GiB). */
const ROOM_NEEDED = 2 * 1024 ** 3;

export function hostScratchRoot(): string {
  try {
    accessSync(IN_MEMORY, constants.W_OK);
    const { bavail, bsize } = statfsSync(IN_MEMORY);
    if (bavail * bsize >= ROOM_NEEDED) return IN_MEMORY;
  } catch {
    // No /dev/shm (macOS, some containers) or not ours to write.
  }
  return tmpdir();
}
