/**
 * The template set: every `*.hbs` file under the templates folder renders to the same relative
 * path without `.hbs`, except view templates (rendered only for enabled views) and partials.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';

export interface TemplateFile {
  /** Relative to the templates folder, `/`-separated, with the `.hbs` suffix. */
  path: string;
  source: string;
}

const TEMPLATE_SUFFIX = '.hbs';
const VIEWS_DIR = 'views/';
/** `_partials/<name>.hbs` is registered as the partial `{{> name}}`; it is not an output file. */
const PARTIALS_DIR = '_partials/';

export async function readTemplates(templatesDir: string): Promise<TemplateFile[]> {
  let entries: string[];
  try {
    entries = await readdir(templatesDir, { recursive: true });
  } catch (error) {
    throw new Error(`Templates not found in ${templatesDir} (${(error as Error).message})`);
  }
  const paths = entries
    .map((entry) => entry.split(sep).join('/'))
    .filter((path) => path.endsWith(TEMPLATE_SUFFIX) && !path.split('/').includes('node_modules'))
    .sort();
  return Promise.all(
    paths.map(async (path) => ({ path, source: await readFile(join(templatesDir, path), 'utf8') })),
  );
}

export function isPartial(template: TemplateFile): boolean {
  return template.path.startsWith(PARTIALS_DIR);
}

export function partialName(template: TemplateFile): string {
  return template.path.slice(PARTIALS_DIR.length, -TEMPLATE_SUFFIX.length);
}

/** `views/Connect.tsx.hbs` → `Connect`; undefined for a template outside `views/`. */
export function viewOfTemplate(template: TemplateFile): string | undefined {
  if (!template.path.startsWith(VIEWS_DIR)) return undefined;
  const rest = template.path.slice(VIEWS_DIR.length);
  return rest.split('/')[0]?.split('.')[0];
}

export function outputPathOf(template: TemplateFile): string {
  return template.path.slice(0, -TEMPLATE_SUFFIX.length);
}
