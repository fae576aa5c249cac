/**
 * The staging folder of one write: `<outDir>/.walletkit-staging-<pid>-<random>/` holding the new
 * files (`new/`), hard links to (or copies of) the files they replace (`backup/`) and a journal
 * of the commit. The leading dot keeps it out of the host's TypeScript and bundler globs while it
 * exists. A journal found on disk is untrusted input: see readJournal.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { isSafeRelativePath } from '../manifest/safe-path.js';
import type { WriterFileSystem } from './file-system.js';
import { UnsafeOutputError } from './output-guard.js';

const STAGING_PREFIX = '.walletkit-staging-';

const relativePath = z.string().refine(isSafeRelativePath, {
  message: 'not a relative path inside the output folder',
});

const journalSchema = z.object({
  operations: z.array(
    z.object({
      path: relativePath,
      kind: z.enum(['write', 'delete']),
      /** The target existed before the commit, so a backup of it is taken first. */
      existed: z.boolean(),
      /**
       * sha256 of the new contents (writes): undoing a file this write created removes it only
       * while it still holds exactly those contents.
       */
      sha256: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
    }),
  ),
  /** Folders (relative to the output dir) the commit creates, deepest last. */
  createdDirs: z.array(relativePath),
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

/** Writes the journal whole or not at all (a temporary file renamed into place). */
export async function writeJournal(
  fs: WriterFileSystem,
  paths: StagingPaths,
  journal: Journal,
): Promise<void> {
  const temporary = `${paths.journal}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(journal));
  await fs.rename(temporary, paths.journal);
}

/**
 * The journal of an interrupted write, or undefined when there is none (the run stopped while
 * staging, before anything was moved). The journal is written whole or not at all, so one that
 * does not parse, or names a path outside the output folder, was not written by this CLI: it is
 * refused before anything is moved.
 */
export async function readJournal(
  fs: WriterFileSystem,
  paths: StagingPaths,
): Promise<Journal | undefined> {
  let text: string;
  try {
    text = await fs.readFile(paths.journal, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const refuse = (reason: string) =>
    new UnsafeOutputError(
      `The staging journal ${paths.journal} ${reason}; it was not written by create-wallet-kit ` +
        `and is not replayed. Check the folder ${paths.root}, then delete it.`,
    );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse('is not valid JSON');
  }
  const parsed = journalSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue?.path.join('.') || 'root';
    const value = issue?.path.reduce<unknown>(
      (inner, key) => (inner as Record<PropertyKey, unknown> | undefined)?.[key],
      json,
    );
    throw refuse(`has an invalid entry at ${at} (${JSON.stringify(value)}: ${issue?.message})`);
  }
  return parsed.data;
}
