/**
 * docs/testids.md, the source and the registry name the same test ids: every `data-testid`
 * the runtime or a template renders is documented and claimed by a view row or kit part, and
 * nothing documented or claimed is gone from the source.
 */
import { describe, expect, test } from 'vitest';
import { KIT_PARTS, VIEWS, type ViewRow } from './views.js';
import { readRepoFile } from './testing/repository.js';
import {
  documentedTestIds,
  matchesPattern,
  normalizeTestId,
  sourceTestIds,
} from './testing/test-ids.js';

const rendered = sourceTestIds();
const renderedIds = [...rendered.keys()].sort();
const documented = documentedTestIds(readRepoFile('docs/testids.md'));
const claimed = [
  ...new Set(
    [...Object.values(VIEWS as Record<string, ViewRow>), ...Object.values(KIT_PARTS)].flatMap(
      (row) => row.testIds.map(normalizeTestId),
    ),
  ),
].sort();

/** Whether a listed id is rendered: the same id, or an instance of a rendered pattern. */
const isRendered = (id: string) =>
  rendered.has(id) || renderedIds.some((pattern) => matchesPattern(id, pattern));

describe('test ids', () => {
  test('the source renders test ids (the collector finds them)', () => {
    expect(rendered.get('wk-send-review-fee')).toEqual(['runtime/src/react/wallet/SendForm.tsx']);
    expect(rendered.has('wk-network-<*>')).toBe(true);
  });

  test('docs/testids.md documents every test id the runtime and the templates render', () => {
    const missing = renderedIds.filter((id) => !documented.includes(id));
    expect(missing, 'rendered but not in docs/testids.md').toEqual([]);
  });

  test('docs/testids.md lists no test id the source no longer renders', () => {
    const stale = documented.filter((id) => !isRendered(id));
    expect(stale, 'in docs/testids.md but rendered nowhere').toEqual([]);
  });

  test('every rendered test id belongs to a view row or a kit part of the registry', () => {
    const unclaimed = renderedIds.filter((id) => !claimed.includes(id));
    expect(unclaimed, 'rendered but in no registry row').toEqual([]);
  });

  test('the registry claims no test id the source does not render', () => {
    expect(claimed.filter((id) => !rendered.has(id))).toEqual([]);
  });
});
