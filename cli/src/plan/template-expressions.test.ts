import { describe, expect, test } from 'vitest';
import { parseConfig } from '@wallet-kit/schemas';
import { resolvePackagePaths } from '../self/package-paths.js';
import { plan } from './plan.js';
import { findUnsafeExpressions } from './template-expressions.js';
import { readTemplates } from './templates.js';

const config = (() => {
  const parsed = parseConfig({
    projectId: 'p',
    metadata: { name: 'Shop', url: 'https://shop.example' },
  });
  if (!parsed.ok) throw new Error('fixture config refused');
  return parsed.config;
})();

describe('template expressions', () => {
  test('every {{…}} in templates/ writes through an escaping helper', async () => {
    const templates = await readTemplates(resolvePackagePaths().templatesDir);
    expect(templates.length).toBeGreaterThan(10);
    const unsafe = templates.flatMap((template) =>
      findUnsafeExpressions(template.source).map(
        (expression) => `${template.path}:${expression.line} ${expression.message}`,
      ),
    );
    expect(unsafe).toEqual([]);
  });

  test.each([
    ['{{config.metadata.name}}', 'a bare value'],
    ['{{{config.metadata.name}}}', 'a raw triple-stash value'],
    ['{{json config.metadata.name}}', 'an unknown helper'],
    ['{{jsString config.metadata.name config.projectId}}', 'a helper given two values'],
    ['{{jsString (eq config.projectId "p")}}', 'a helper given a computed value'],
    ['{{#each config.networks}}{{name}}{{/each}}', 'a bare value inside a block'],
    ['{{#if x}}{{else}}{{{y}}}{{/if}}', 'a raw value in an else branch'],
    ['{{#custom x}}{{/custom}}', 'an unknown block helper'],
    ['{{lookup config "projectId"}}', 'a lookup'],
  ])('%s is refused (%s)', (source) => {
    expect(findUnsafeExpressions(`line one\n${source}`)).toEqual([
      expect.objectContaining({ line: 2 }),
    ]);
  });

  test.each([
    '{{jsString config.projectId}}',
    '{{comment generatorVersion}}',
    '{{#if (eq config.projectId "p")}}{{jsLiteral config}}{{else}}{{cssValue x}}{{/if}}',
    '{{#each views}}{{identifier this}}{{/each}}',
    '{{! a note }}{{> header}}',
  ])('%s is allowed', (source) => {
    expect(findUnsafeExpressions(source)).toEqual([]);
  });

  test('a template with an unescaped value is refused before anything renders', async () => {
    const templates = [
      { path: 'index.ts.hbs', source: 'export const name = "{{{config.metadata.name}}}";\n' },
    ];
    await expect(plan(config, { templates, generatorVersion: '1' })).rejects.toThrow(
      /^Template index\.ts\.hbs: line 1: \{\{\{config\.metadata\.name\}\}\} writes a value without an escaping helper/,
    );
  });
});
