/**
 * A folder of outputs by the hash of their inputs, for the browser tests' demo starts: the kit
 * that `generate` writes (kit-cache.ts) and the app vite builds (build-cache.ts). Both produce
 * the same bytes from the same inputs, whatever the time and whatever folder the app sits in,
 * so a start whose inputs equal an earlier start's copies that start's output instead.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Entries kept per cache folder; the least recently used beyond this go after a store. */
const ENTRIES_KEPT = 40;
/** Files read at once: the inputs are about 2 000 small files, read one by one they took a second. */
const READS_AT_ONCE = 64;

export interface CacheInputs {
  /** Names the recipe: bumped when what goes into the key changes. */
  recipe: string;
  /** Files of the app folder, and which of them are no input (output, local state). */
  appDir: string;
  notInApp: (pathInApp: string) => boolean;
  /** Files and folders of the repository, relative to `repoRoot`. */
  repoRoot: string;
  repoInputs: readonly string[];
  /** The environment values the producer reads. */
  env: Record<string, string | undefined>;
}

export interface CachedOutput {
  durationMs: number;
  /** True when the output was copied from the cache instead of produced. */
  hit: boolean;
  key: string;
}

/** Every file under `path` (or `path` itself), as sorted `/`-separated paths relative to `root`. */
async function filesUnder(root: string, path: string, skip: (relativePath: string) => boolean) {
  const found: string[] = [];
  const visit = async (current: string) => {
    const info = await stat(current);
    if (!info.isDirectory()) {
      found.push(relative(root, current).split(sep).join('/'));
      return;
    }
    for (const entry of await readdir(current)) {
      const next = join(current, entry);
      if (!skip(relative(root, next).split(sep).join('/'))) await visit(next);
    }
  };
  if (existsSync(path)) await visit(path);
  return found.sort();
}

async function hashFiles(
  hash: ReturnType<typeof createHash>,
  label: string,
  root: string,
  files: string[],
) {
  for (let start = 0; start < files.length; start += READS_AT_ONCE) {
    const batch = files.slice(start, start + READS_AT_ONCE);
    const contents = await Promise.all(batch.map((file) => readFile(join(root, file))));
    batch.forEach((file, index) => {
      const bytes = contents[index]!;
      // Lengths keep one file's end from passing for the next file's start.
      hash.update(`${label}:${file}:${bytes.length}\n`).update(bytes);
    });
  }
}

/** The hash of everything in `inputs`, and of the Node that runs the producer. */
export async function inputsKey(inputs: CacheInputs): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`${inputs.recipe}\nnode ${process.version} ${process.platform} ${process.arch}\n`);
  const appFiles = await filesUnder(inputs.appDir, inputs.appDir, inputs.notInApp);
  await hashFiles(hash, 'app', inputs.appDir, appFiles);
  for (const input of inputs.repoInputs) {
    const files = await filesUnder(inputs.repoRoot, join(inputs.repoRoot, input), (path) =>
      path.split('/').includes('node_modules'),
    );
    await hashFiles(hash, 'repo', inputs.repoRoot, files);
  }
  for (const name of Object.keys(inputs.env).sort()) {
    hash.update(`env:${name}=${JSON.stringify(inputs.env[name])}\n`);
  }
  return hash.digest('hex');
}

/**
 * Fills `output` from `cacheDir/<key>` when that entry exists; else runs `produce` (which
 * writes `output`) and stores a copy of `output` there, written aside and renamed so a reader
 * never sees half an entry.
 */
export async function fromCacheOrProduce(
  cacheDir: string,
  key: string,
  output: string,
  produce: () => Promise<unknown>,
): Promise<boolean> {
  const entry = join(cacheDir, key);
  if (existsSync(entry)) {
    // Nothing an earlier producer left in the output folder stays beside the copy.
    await rm(output, { recursive: true, force: true });
    await cp(entry, output, { recursive: true });
    const now = new Date();
    await utimes(entry, now, now).catch(() => {});
    return true;
  }
  await produce();
  await mkdir(cacheDir, { recursive: true });
  const aside = join(cacheDir, `.${key}.${process.pid}.${Date.now()}`);
  await cp(output, aside, { recursive: true });
  try {
    await rename(aside, entry);
  } catch {
    // Another run stored the same key meanwhile: its files are the same.
    await rm(aside, { recursive: true, force: true });
  }
  await evictLeastRecentlyUsed(cacheDir);
  return false;
}

async function evictLeastRecentlyUsed(cacheDir: string): Promise<void> {
  const entries = await Promise.all(
    (await readdir(cacheDir))
      .filter((name) => !name.startsWith('.'))
      .map(async (name) => ({ name, used: (await stat(join(cacheDir, name))).mtimeMs })),
  );
  entries.sort((a, b) => b.used - a.used);
  for (const { name } of entries.slice(ENTRIES_KEPT)) {
    await rm(join(cacheDir, name), { recursive: true, force: true });
  }
}

/** The env entries whose names match `read`, sorted by name by inputsKey. */
export function envRead(env: NodeJS.ProcessEnv, read: RegExp): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => read.test(name)));
}
