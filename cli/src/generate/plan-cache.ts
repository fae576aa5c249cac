/**
 * The last plan of a kit remembered between runs, so a re-run over an unchanged config (and
 * `generate --check` above all) loads no template engine and renders nothing: the files are
 * compared with the output folder exactly as a fresh plan's would be. The plan is found only by
 * everything it depends on (the resolved config, the CLI's version and build, the templates'
 * paths, sizes and modification times, the prettier version and the files it reads formatting
 * settings from), so a stale plan is never found; anything unreadable is a miss. One entry per output folder, its last
 * plan (a workspace shares one cache for all its kits), beside the format cache in the host's
 * `node_modules/.cache/`.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PlannedFile } from '../plan/planned-file.js';

/** The cache file of one output folder. */
const planFile = (cacheDir: string, outDir: string) =>
  join(cacheDir, `plan-${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}.json`);

interface CachedPlan {
  files: PlannedFile[];
  warnings: string[];
}

interface StoredPlan extends CachedPlan {
  key: string;
}

/** Each template's path, size and modification time: an edited template changes the key. */
export async function templatesFingerprint(templatesDir: string): Promise<string[]> {
  const entries = await readdir(templatesDir, { recursive: true });
  const stamps = await Promise.all(
    entries.sort().map(async (entry) => {
      const info = await stat(join(templatesDir, entry));
      return info.isFile() ? [`${entry}:${info.size}:${info.mtimeMs}`] : [];
    }),
  );
  return stamps.flat();
}

/** The files prettier reads its settings from for a file in a folder (EditorConfig included). */
const FORMAT_CONFIG_FILES = [
  '.prettierrc',
  '.prettierrc.json',
  '.prettierrc.json5',
  '.prettierrc.yaml',
  '.prettierrc.yml',
  '.prettierrc.toml',
  '.prettierrc.js',
  '.prettierrc.cjs',
  '.prettierrc.mjs',
  '.prettierrc.ts',
  '.prettierrc.cts',
  '.prettierrc.mts',
  'prettier.config.js',
  'prettier.config.cjs',
  'prettier.config.mjs',
  'prettier.config.ts',
  'prettier.config.cts',
  'prettier.config.mts',
  'package.json',
  'package.yaml',
  '.editorconfig',
];

/**
 * Each formatting settings file in the output folder and every folder above it, by path, size
 * and modification time: adding, editing or removing one changes the key, without asking
 * prettier (whose loading costs more than the rest of an up-to-date check). A settings file
 * that imports another is stamped, the file it imports is not.
 */
export async function formatConfigStamps(outDir: string): Promise<string[]> {
  const candidates: string[] = [];
  for (let dir = outDir; ; dir = dirname(dir)) {
    for (const name of FORMAT_CONFIG_FILES) candidates.push(join(dir, name));
    if (dirname(dir) === dir) break;
  }
  const stamps = await Promise.all(
    candidates.map(async (path) => {
      const info = await stat(path).catch(() => undefined);
      return info?.isFile() ? [`${path}:${info.size}:${info.mtimeMs}`] : [];
    }),
  );
  return stamps.flat();
}

export function planKey(dependsOn: unknown): string {
  return createHash('sha256').update(JSON.stringify(dependsOn)).digest('hex');
}

const isPlannedFile = (value: unknown): value is PlannedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PlannedFile).path === 'string' &&
  typeof (value as PlannedFile).contents === 'string';

/** The remembered plan for `key`, or undefined (none, another key, unreadable). */
export async function readCachedPlan(
  cacheDir: string | undefined,
  outDir: string,
  key: string,
): Promise<CachedPlan | undefined> {
  if (!cacheDir) return undefined;
  try {
    const stored = JSON.parse(await readFile(planFile(cacheDir, outDir), 'utf8')) as StoredPlan;
    if (stored.key !== key || !Array.isArray(stored.files) || !Array.isArray(stored.warnings)) {
      return undefined;
    }
    if (!stored.files.every(isPlannedFile)) return undefined;
    if (!stored.warnings.every((warning) => typeof warning === 'string')) return undefined;
    return { files: stored.files, warnings: stored.warnings };
  } catch {
    return undefined;
  }
}

export async function saveCachedPlan(
  cacheDir: string | undefined,
  outDir: string,
  key: string,
  plan: CachedPlan,
): Promise<void> {
  if (!cacheDir) return;
  const file = planFile(cacheDir, outDir);
  try {
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    const stored: StoredPlan = { key, files: plan.files, warnings: plan.warnings };
    await writeFile(temporary, JSON.stringify(stored));
    await rename(temporary, file);
  } catch {
    // A cache that cannot be written only makes the next run slower.
  }
}
