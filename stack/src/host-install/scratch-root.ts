/**
 * Where a host-install test makes its host app (see ../scratch-root.ts). A host install writes
 * tens of thousands of small files (the runtime's icon packages alone are about 25 000); on
 * tmpfs npm unpacks them without waiting on the disk: the runtime's install took 13 s there
 * against 19 to 24 s on disk on a two-core machine. The app stays outside the repository either
 * way, which is what these tests need.
 */
import { scratchRoot } from '../scratch-root.js';

/** Room for the largest host the tests install (a Next.js app with the kit: under 1 GiB). */
const ROOM_NEEDED = 2 * 1024 ** 3;

export const hostScratchRoot = () => scratchRoot(ROOM_NEEDED);
