/**
 * The view templates a plan renders: those the registry's rows name for the enabled views.
 * A template under `views/` that no row names is an error, so a view cannot exist in the
 * templates without its row (title, rule, test ids).
 */
import type { CapabilityRegistry } from '@wallet-kit/schemas';
import { viewOfTemplate, type TemplateFile } from './templates.js';

export class UnknownViewTemplateError extends Error {
  constructor(templatePath: string) {
    super(
      `Template ${templatePath} is a view template that no view row names: add its row to ` +
        'schemas/src/registry/views.ts (see docs/architecture.md) or remove the template.',
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
      row.template === undefined ? [] : [[row.template, view] as const],
    ),
  );
  return templates.filter((template) => {
    if (viewOfTemplate(template) === undefined) return true;
    const view = rowOfTemplate.get(template.path);
    if (view === undefined) throw new UnknownViewTemplateError(template.path);
    return enabledViews.includes(view);
  });
}
