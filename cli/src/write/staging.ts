/**
 * The staging folder of one write: `<outDir>/.walletkit-staging-<pid>-<random>/` holding the new
 * files (`new/`), the files they replace (`backup/`) and a journal of the moves. The leading dot
 * keeps it out of the host's TypeScript and bundler globs while it exists.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { WriterFileSystem } from './file-system.js';

export const STAGING_PREFIX = '.walletkit-staging-';

const journalSchema = z.object({
  operations: z.array(
    z.object({
      path: z.string(),
      kind: z.enum(['write', 'delete']),
      /** The target existed before the commit, so a backup of it is taken first. */
      existed: z.boolean(),
    }),
  ),
  /** Folders (relative to the output dir) the commit creates, deepest last. */
  createdDirs: z.array(z.string()),
  /** The output dir itself did not exist before this write. */
  createdOutDir: z.boolean(),
});

export type Journal = z.infer<typeof journalSchema>;

export interface StagingPaths {
  root: string;
  newFiles: string;
  backups: string;
  journal: string;
  /** Present once every move is done: the write stands, only clean-up remains. */
  committedMarker: string;
}

export function stagingPaths(root: string): StagingPaths {
  return {
    root,
    newFiles: join(root, 'new'),
    backups: join(root, 'backup'),
    journal: join(root, 'journal.json'),
    committedMarker: join(root, 'committed'),
  };
}

export function newStagingDirName(): string {
  return `${STAGING_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** The pid that created a staging dir, or undefined when the name is not ours. */
export function stagingOwnerPid(name: string): number | undefined {
  if (!name.startsWith(STAGING_PREFIX)) return undefined;
  const pid = Number(name.slice(STAGING_PREFIX.length).split('-')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export async function readJournal(
  fs: WriterFileSystem,
  paths: StagingPaths,
): Promise<Journal | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(paths.journal, 'utf8'));
  } catch {
    // No journal (the run stopped while staging) or a torn one: nothing was moved yet.
    return undefined;
  }
  const parsed = journalSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
