/**
 * The view rows and the files they name agree: the "Checked rules of a view" in
 * docs/extending.md, one test each (the list and these tests are kept equal).
 */
import { describe, expect, test } from 'vitest';
import { VIEWS, viewTemplatePath, type ViewRow } from './views.js';
import { VIEW_HEADS } from './view-heads.js';
import {
  checklist,
  isTestFile,
  listRepoFiles,
  readRepoFile,
  repoFileExists,
} from './testing/repository.js';
import { documentedTestIds, normalizeTestId, sourceTestIds } from './testing/test-ids.js';

const rows = Object.entries(VIEWS as Record<string, ViewRow>);
const built = rows.filter(([, row]) => row.built);

const STEPS: Record<string, () => void> = {
  'The view has a head in `VIEW_HEADS` (`schemas/src/registry/view-heads.ts`) with its title, and a rule in `VIEWS` (`schemas/src/registry/views.ts`) with its config rule, the chain capability it needs (if any), whether it is built and its test ids.':
    () => {
      expect(rows.map(([view]) => view)).toEqual(Object.keys(VIEW_HEADS));
      for (const [view, row] of rows) {
        expect(row.title.trim(), view).not.toBe('');
        expect(VIEW_HEADS[view as keyof typeof VIEW_HEADS]?.title, view).toBe(row.title);
        expect(typeof row.enabledBy, view).toBe('function');
        if (row.built) expect(row.testIds.length, `${view} has test ids`).toBeGreaterThan(0);
      }
    },
  "A built view's template is `templates/views/<View>.tsx.hbs` (`viewTemplatePath`), and every template in `templates/views/` is a built view's.":
    () => {
      const named = built.map(([view]) => `templates/${viewTemplatePath(view)}`);
      for (const path of named) expect(repoFileExists(path), path).toBe(true);
      const templates = listRepoFiles('templates/views', (path) => path.endsWith('.hbs'));
      expect(templates, 'templates and built views').toEqual([...named].sort());
      expect(viewTemplatePath('Send')).toBe('views/Send.tsx.hbs');
    },
  "The router's view names are the registry's view ids: `ViewDataMap` in `runtime/src/core/types.ts` is mapped over `ViewId`, and its views with data are registry views.":
    () => {
      const types = readRepoFile('runtime/src/core/types.ts');
      expect(types).toMatch(/export type ViewDataMap = \{\s*\[V in ViewId\]/);
      expect(types).toContain('Assert<keyof DataOfViews extends ViewId ? true : false>');
      expect(types).toContain('export type ViewName = keyof ViewDataMap;');
    },
  'Every test id of the row is rendered by the template or by a runtime component, and `docs/testids.md` documents it.':
    () => {
      const rendered = sourceTestIds();
      const documented = new Set(documentedTestIds(readRepoFile('docs/testids.md')));
      for (const [view, row] of rows) {
        for (const id of row.testIds.map(normalizeTestId)) {
          expect(rendered.has(id), `${view}: ${id} is rendered`).toBe(true);
          expect(documented.has(id), `${view}: ${id} is in docs/testids.md`).toBe(true);
        }
      }
    },
  'A test exercises the view: a test under `runtime/src/react/` or `test/e2e/` names the view or one of its test ids.':
    () => {
      const tests = [
        ...listRepoFiles('runtime/src/react', isTestFile),
        ...listRepoFiles('test/e2e', (path) => path.endsWith('.ts')),
      ].map(readRepoFile);
      for (const [view, row] of built) {
        const prefixes = row.testIds.map((id) => normalizeTestId(id).split('<*>')[0]!);
        const named = tests.some(
          (source) =>
            source.includes(`'${view}'`) || prefixes.some((prefix) => source.includes(prefix)),
        );
        expect(named, `a test exercises ${view}`).toBe(true);
      }
    },
};

describe('the checked rules of a view (docs/extending.md)', () => {
  test('the list in docs/extending.md is exactly the rules checked here', () => {
    expect(checklist('docs/extending.md', 'Checked rules of a view')).toEqual(Object.keys(STEPS));
  });

  for (const [step, check] of Object.entries(STEPS)) test(step, check);
});
