/** Renders the template set with one handlebars instance per run (no shared global state). */
import Handlebars from 'handlebars';
import type { TemplateContext } from './context.js';
import type { PlannedFile } from './planned-file.js';
import {
  isPartial,
  outputPathOf,
  partialName,
  viewOfTemplate,
  type TemplateFile,
} from './templates.js';

function createHandlebars(partials: readonly TemplateFile[]): typeof Handlebars {
  const handlebars = Handlebars.create();
  handlebars.registerHelper('json', (value: unknown) => JSON.stringify(value));
  handlebars.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  for (const partial of partials) handlebars.registerPartial(partialName(partial), partial.source);
  return handlebars;
}

export class TemplateError extends Error {
  constructor(templatePath: string, cause: unknown) {
    super(`Template ${templatePath}: ${(cause as Error).message}`, { cause });
    this.name = 'TemplateError';
  }
}

export function renderTemplates(
  templates: readonly TemplateFile[],
  context: TemplateContext,
): PlannedFile[] {
  const handlebars = createHandlebars(templates.filter(isPartial));
  const enabledViews = new Set<string>(context.views);
  const files: PlannedFile[] = [];
  for (const template of templates) {
    if (isPartial(template)) continue;
    const view = viewOfTemplate(template);
    if (view !== undefined && !enabledViews.has(view)) continue;
    try {
      // noEscape: the output is code, not HTML.
      const render = handlebars.compile(template.source, { noEscape: true });
      files.push({ path: outputPathOf(template), contents: render(context) });
    } catch (error) {
      throw new TemplateError(template.path, error);
    }
  }
  return files;
}
