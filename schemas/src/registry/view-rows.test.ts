/**
 * The view rows and the files they name agree: the steps of "Adding a view" in
 * docs/architecture.md, one test each (the list and these tests are kept equal).
 */
import { describe, expect, test } from 'vitest';
import { VIEWS, type ViewRow } from './views.js';
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
const built = rows.filter(([, row]) => row.template !== undefined);

/** `ViewDataMap`'s keys, read from its declaration. */
function routerViewNames(): string[] {
  const types = readRepoFile('runtime/src/core/types.ts');
  const body = /export interface ViewDataMap \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? '';
  return [...body.matchAll(/^\s{2}(\w+):/gm)].map((match) => match[1]!);
}

const STEPS: Record<string, () => void> = {
  'The view has a head in `VIEW_HEADS` (`schemas/src/registry/view-heads.ts`) with its title, and a row in `VIEWS` (`schemas/src/registry/views.ts`) with its config rule, the chain capability it needs (if any) and its test ids.':
    () => {
      for (const [view, row] of rows) {
        expect(row.title.trim(), view).not.toBe('');
        expect(VIEW_HEADS[view as keyof typeof VIEW_HEADS]?.title, view).toBe(row.title);
        expect(typeof row.enabledBy, view).toBe('function');
        if (row.template) expect(row.testIds.length, `${view} has test ids`).toBeGreaterThan(0);
      }
    },
  "The row's template is `templates/views/<View>.tsx.hbs`, and every template in `templates/views/` has a row.":
    () => {
      for (const [view, row] of built) {
        expect(row.template, view).toBe(`views/${view}.tsx.hbs`);
        expect(repoFileExists(`templates/${row.template}`), `templates/${row.template}`).toBe(true);
      }
      const templates = listRepoFiles('templates/views', (path) => path.endsWith('.hbs'));
      const named = new Set(built.map(([, row]) => `templates/${row.template}`));
      expect(
        templates.filter((path) => !named.has(path)),
        'templates without a row',
      ).toEqual([]);
    },
  "The router knows the view: `ViewDataMap` in `runtime/src/core/types.ts` has the view's key (`runtime/src/core/view-rows.ts` does not compile until both lists match).":
    () => {
      expect(routerViewNames().sort()).toEqual(rows.map(([view]) => view).sort());
      expect(readRepoFile('runtime/src/core/view-rows.ts')).toContain(
        'Assert<Exactly<ViewName, ViewId>>',
      );
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

describe('adding a view (docs/architecture.md)', () => {
  test('the checklist in docs/architecture.md is exactly the steps checked here', () => {
    expect(checklist('docs/architecture.md', 'Adding a view')).toEqual(Object.keys(STEPS));
  });

  for (const [step, check] of Object.entries(STEPS)) test(step, check);
});
