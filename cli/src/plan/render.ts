/**
 * Renders the template set with one handlebars instance per run (no shared global state). Every
 * template is first checked to write values only through the escaping helpers.
 */
import Handlebars from 'handlebars';
import type { TemplateContext } from './context.js';
import type { PlannedFile } from './planned-file.js';
import { findUnsafeExpressions } from './template-expressions.js';
import { registerTemplateHelpers } from './template-helpers.js';
import {
  isPartial,
  outputPathOf,
  partialName,
  viewOfTemplate,
  type TemplateFile,
} from './templates.js';

function createHandlebars(partials: readonly TemplateFile[]): typeof Handlebars {
  const handlebars = Handlebars.create();
  registerTemplateHelpers(handlebars);
  for (const partial of partials) handlebars.registerPartial(partialName(partial), partial.source);
  return handlebars;
}

export class TemplateError extends Error {
  constructor(templatePath: string, cause: unknown) {
    super(`Template ${templatePath}: ${(cause as Error).message}`, { cause });
    this.name = 'TemplateError';
  }
}

/** Refuses a template with a `{{…}}` that writes a value without an escaping helper. */
function assertSafeExpressions(template: TemplateFile): void {
  const unsafe = findUnsafeExpressions(template.source);
  if (unsafe.length === 0) return;
  const lines = unsafe.map((expression) => `line ${expression.line}: ${expression.message}`);
  throw new Error(lines.join('; '));
}

export function renderTemplates(
  templates: readonly TemplateFile[],
  context: TemplateContext,
): PlannedFile[] {
  for (const template of templates) {
    try {
      assertSafeExpressions(template);
    } catch (error) {
      throw new TemplateError(template.path, error);
    }
  }
  const handlebars = createHandlebars(templates.filter(isPartial));
  const enabledViews = new Set<string>(context.views);
  const files: PlannedFile[] = [];
  for (const template of templates) {
    if (isPartial(template)) continue;
    const view = viewOfTemplate(template);
    if (view !== undefined && !enabledViews.has(view)) continue;
    try {
      // noEscape: the output is code, not HTML; values are escaped by the helpers, per context.
      const render = handlebars.compile(template.source, { noEscape: true });
      files.push({ path: outputPathOf(template), contents: render(context) });
    } catch (error) {
      throw new TemplateError(template.path, error);
    }
  }
  return files;
}
