/**
 * Reading the repository's own files from the registry's tests: the registry is checked
 * against the templates, the runtime's sources and the docs it describes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

function repoPath(...parts: string[]): string {
  return join(REPO_ROOT, ...parts);
}

export function readRepoFile(path: string): string {
  return readFileSync(repoPath(path), 'utf8');
}

export function repoFileExists(path: string): boolean {
  return existsSync(repoPath(path));
}

/** Files under `dir` (repository-relative, `/`-separated), skipping dependencies and builds. */
export function listRepoFiles(dir: string, keep: (path: string) => boolean = () => true): string[] {
  const root = repoPath(dir);
  if (!existsSync(root)) return [];
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !/(^|\/)(node_modules|dist)\//.test(path))
    .filter(keep)
    .sort();
}

export const isTestFile = (path: string): boolean =>
  /\.test\.tsx?$/.test(path) || /(^|\/)testing\//.test(path);

/**
 * The numbered steps of the `## <heading>` section of a markdown file, as written (one line
 * each, without the number).
 */
export function checklist(markdownPath: string, heading: string): string[] {
  const text = readRepoFile(markdownPath);
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`${markdownPath} has no "## ${heading}" section`);
  const rest = text.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^\d+\. (.+)$/gm)].map((match) => match[1]!.trim());
}
