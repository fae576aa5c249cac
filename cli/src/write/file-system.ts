import * as fsPromises from 'node:fs/promises';

/** The file operations the writer uses; tests pass a wrapper that fails on purpose. */
export type WriterFileSystem = Pick<
  typeof fsPromises,
  | 'mkdir'
  | 'writeFile'
  | 'readFile'
  | 'rename'
  | 'rm'
  | 'rmdir'
  | 'readdir'
  | 'stat'
  | 'lstat'
  | 'link'
  | 'copyFile'
  | 'realpath'
>;

export const nodeFileSystem: WriterFileSystem = fsPromises;

export async function pathExists(fs: WriterFileSystem, path: string): Promise<boolean> {
  try {
    await fs.lstat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
