/**
 * Where the CLI may write, move and delete: only plain files inside the output folder, reached
 * without following a symbolic link, in an output folder that is inside the project. Paths come
 * from the plan, the manifest and the staging journal, and the last two are files on disk that
 * anyone with write access to the project can edit, so every path is checked before use.
 */
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { CliError } from '../errors.js';
import { isSafeRelativePath } from '../manifest/safe-path.js';
import type { WriterFileSystem } from './file-system.js';

export class UnsafeOutputError extends CliError {
  constructor(message: string) {
    super(`${message} Nothing was written.`);
    this.name = 'UnsafeOutputError';
  }
}

function isInside(parent: string, child: string): boolean {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith(`..${sep}`) && path !== '..' && !isAbsolute(path));
}

/** `path` with its existing part resolved through symbolic links (the rest may not exist yet). */
async function resolveExisting(fs: WriterFileSystem, path: string): Promise<string> {
  const missing: string[] = [];
  let existing = resolve(path);
  for (;;) {
    try {
      return join(await fs.realpath(existing), ...missing.reverse());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      const parent = dirname(existing);
      if (parent === existing) throw error;
      missing.push(basename(existing));
      existing = parent;
    }
  }
}

/**
 * The output folder, once symbolic links are resolved, is the project folder or inside it: a
 * link `src/wallet-kit -> /elsewhere` would make every write and deletion land outside.
 */
export async function assertOutputDirInsideProject(
  fs: WriterFileSystem,
  outDir: string,
  projectDir: string,
): Promise<void> {
  const realProject = await resolveExisting(fs, projectDir);
  const realOut = await resolveExisting(fs, outDir);
  if (!isInside(realProject, realOut) || realOut === realProject) {
    throw new UnsafeOutputError(
      `The output folder ${outDir} resolves to ${realOut}, outside the project ${realProject}` +
        ' (through a symbolic link?). Point output.dir (or --out) at a folder inside the project.',
    );
  }
}

/**
 * `path` (relative to `root`) is a plain relative path, and no folder on the way nor the file
 * itself is a symbolic link: a link would let a write or a deletion land wherever it points.
 */
export async function assertPlainPathInside(
  fs: WriterFileSystem,
  root: string,
  path: string,
  source: string,
): Promise<void> {
  if (!isSafeRelativePath(path)) {
    throw new UnsafeOutputError(
      `${source} names ${JSON.stringify(path)}, which is not a relative path inside ${root}.`,
    );
  }
  let current = root;
  for (const segment of path.split('/')) {
    current = join(current, segment);
    let isLink: boolean;
    try {
      isLink = (await fs.lstat(current)).isSymbolicLink();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (isLink) {
      throw new UnsafeOutputError(
        `${current} is a symbolic link; create-wallet-kit writes only real files and folders ` +
          `inside ${root} (from ${source}). Replace the link with a real file or folder.`,
      );
    }
  }
}
