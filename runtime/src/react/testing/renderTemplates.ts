/**
 * Renders `templates/` the way the CLI does (handlebars, `noEscape`, the CLI's own helpers and
 * its own template context, so no key a template reads is missing here) into a scratch folder
 * inside the repository, so the tests can import the generated views and run them against a
 * real kit. Prettier and the unused-import clean-up are the CLI's and are not needed to run the
 * code.
 */
import Handlebars from 'handlebars';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Features } from '@wallet-kit/schemas';
import type { ViewName } from '../../core/types.js';
import { registerTemplateHelpers } from '../../../../cli/src/plan/template-helpers.js';
import { planAdapters } from '../../../../cli/src/plan/adapters.js';
import { createTemplateContext } from '../../../../cli/src/plan/context.js';
import { testConfig } from '../../core/testing/test-support.js';

// jsdom gives modules an http: import.meta.url; vitest's import.meta.dirname is the file's folder.
const repoRoot = resolve(import.meta.dirname, '../../../..');
const templatesDir = join(repoRoot, 'templates');
/** The CLI engineer's templates; the tests write their own config and adapters. */
const NOT_RENDERED = new Set(['config.ts.hbs', 'adapters.ts.hbs', 'index.ts.hbs']);

function templateFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return templateFiles(path);
    return entry.name.endsWith('.hbs') ? [path] : [];
  });
}

export interface RenderedKit {
  dir: string;
  /** The rendered text of one output file, e.g. `WalletModal.tsx`. */
  source(file: string): string;
  remove(): void;
}

export function renderTemplates(
  views: ViewName[],
  options: { features?: Partial<Features> } = {},
): RenderedKit {
  const handlebars = Handlebars.create();
  // The CLI's own helpers, so a template renders here exactly as `generate` renders it.
  registerTemplateHelpers(handlebars);
  const base = testConfig();
  const config = { ...base, features: { ...base.features, ...options.features } };
  const context = createTemplateContext({
    generatorVersion: '0.0.0-test',
    config,
    views,
    adapters: planAdapters(config).adapters,
  });

  const dir = join(repoRoot, '.cache', 'react-template-tests', crypto.randomUUID());
  for (const file of templateFiles(templatesDir)) {
    const path = relative(templatesDir, file);
    if (NOT_RENDERED.has(path)) continue;
    const isView = path.startsWith('views/');
    if (isView && !views.includes(basename(path).split('.')[0] as ViewName)) continue;
    const out = join(dir, path.replace(/\.hbs$/, ''));
    mkdirSync(dirname(out), { recursive: true });
    const render = handlebars.compile(readFileSync(file, 'utf8'), { noEscape: true });
    writeFileSync(out, render(context));
  }
  return {
    dir,
    source: (file) => readFileSync(join(dir, file), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
