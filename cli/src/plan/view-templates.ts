/**
 * The view templates a plan renders: those of the enabled views (a built row's template path is
 * `viewTemplatePath` of its id). A template under `views/` that no built row names is an error, so a view cannot exist in the
 * templates without its row (title, rule, test ids).
 */
import { viewTemplatePath, type CapabilityRegistry } from '@wallet-kit/schemas';
import { viewOfTemplate, type TemplateFile } from './templates.js';

export class UnknownViewTemplateError extends Error {
  constructor(templatePath: string) {
    super(
      `Template ${templatePath} is a view template that no view row names: add its row to ` +
        'schemas/src/registry/views.ts (see docs/extending.md) or remove the template.',
    );
    this.name = 'UnknownViewTemplateError';
  }
}

export function selectViewTemplates(
  templates: readonly TemplateFile[],
  enabledViews: readonly string[],
  registry: CapabilityRegistry,
): TemplateFile[] {
  const rowOfTemplate = new Map(
    Object.entries(registry.views).flatMap(([view, row]) =>
      row.built ? [[viewTemplatePath(view), view] as const] : [],
    ),
  );
  return templates.filter((template) => {
    if (viewOfTemplate(template) === undefined) return true;
    const view = rowOfTemplate.get(template.path);
    if (view === undefined) throw new UnknownViewTemplateError(template.path);
    return enabledViews.includes(view);
  });
}
