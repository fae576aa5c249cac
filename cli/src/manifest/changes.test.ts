import { describe, expect, test } from 'vitest';
import { computeChanges, nextManifestFiles, type ComputeChangesInput } from './changes.js';
import { sha256 } from './hash.js';
import type { Manifest } from './manifest.js';

function manifestOf(files: Record<string, string>): Manifest {
  return {
    generatorVersion: '0.0.0',
    configHash: 'x',
    files: Object.fromEntries(Object.entries(files).map(([path, text]) => [path, sha256(text)])),
  };
}

function changesOf(input: Partial<ComputeChangesInput> & Pick<ComputeChangesInput, 'planned'>) {
  return computeChanges({ previous: undefined, disk: new Map(), force: false, ...input }).map(
    ({ path, kind, edited }) => ({ path, kind, edited }),
  );
}

describe('manifest diffing', () => {
  test('a planned file missing on disk is added', () => {
    expect(changesOf({ planned: [{ path: 'a.ts', contents: 'A' }] })).toEqual([
      { path: 'a.ts', kind: 'add', edited: false },
    ]);
  });

  test('a planned file identical on disk is unchanged', () => {
    const changes = changesOf({
      planned: [{ path: 'a.ts', contents: 'A' }],
      previous: manifestOf({ 'a.ts': 'A' }),
      disk: new Map([['a.ts', 'A']]),
    });
    expect(changes).toEqual([{ path: 'a.ts', kind: 'unchanged', edited: false }]);
  });

  test('a generated file still as generated is updated when the plan changes', () => {
    const changes = changesOf({
      planned: [{ path: 'a.ts', contents: 'A2' }],
      previous: manifestOf({ 'a.ts': 'A1' }),
      disk: new Map([['a.ts', 'A1']]),
    });
    expect(changes).toEqual([{ path: 'a.ts', kind: 'update', edited: false }]);
  });

  test('a generated file no longer planned is removed', () => {
    const changes = changesOf({
      planned: [],
      previous: manifestOf({ 'views/Networks.tsx': 'N' }),
      disk: new Map([['views/Networks.tsx', 'N']]),
    });
    expect(changes).toEqual([{ path: 'views/Networks.tsx', kind: 'remove', edited: false }]);
  });

  test('a generated file the host edited is kept', () => {
    const changes = changesOf({
      planned: [{ path: 'a.ts', contents: 'A2' }],
      previous: manifestOf({ 'a.ts': 'A1' }),
      disk: new Map([['a.ts', 'A1 + host edit']]),
    });
    expect(changes).toEqual([{ path: 'a.ts', kind: 'kept-edited', edited: true }]);
  });

  test('an edited file that is no longer planned is kept', () => {
    const changes = changesOf({
      planned: [],
      previous: manifestOf({ 'b.ts': 'B' }),
      disk: new Map([['b.ts', 'B + host edit']]),
    });
    expect(changes).toEqual([{ path: 'b.ts', kind: 'kept-edited', edited: true }]);
  });

  test('--force overwrites an edited file and removes an edited obsolete one', () => {
    const changes = changesOf({
      planned: [{ path: 'a.ts', contents: 'A2' }],
      previous: manifestOf({ 'a.ts': 'A1', 'b.ts': 'B' }),
      disk: new Map([
        ['a.ts', 'A1 + edit'],
        ['b.ts', 'B + edit'],
      ]),
      force: true,
    });
    expect(changes).toEqual([
      { path: 'a.ts', kind: 'update', edited: true },
      { path: 'b.ts', kind: 'remove', edited: true },
    ]);
  });

  test('a host file at a generated path without a manifest entry is kept', () => {
    const changes = changesOf({
      planned: [{ path: 'index.ts', contents: 'generated' }],
      disk: new Map([['index.ts', 'the host own index']]),
    });
    expect(changes).toEqual([{ path: 'index.ts', kind: 'kept-edited', edited: true }]);
  });

  test('a generated file the host deleted is generated again', () => {
    const changes = changesOf({
      planned: [{ path: 'a.ts', contents: 'A' }],
      previous: manifestOf({ 'a.ts': 'A' }),
      disk: new Map([['a.ts', undefined]]),
    });
    expect(changes).toEqual([{ path: 'a.ts', kind: 'add', edited: false }]);
  });

  test('an obsolete generated file already gone from disk needs no change', () => {
    const changes = changesOf({ planned: [], previous: manifestOf({ 'gone.ts': 'G' }) });
    expect(changes).toEqual([]);
  });

  test('files outside the manifest and the plan are never touched', () => {
    const changes = changesOf({
      planned: [{ path: 'a.ts', contents: 'A' }],
      previous: manifestOf({ 'a.ts': 'A' }),
      disk: new Map([
        ['a.ts', 'A'],
        ['host-notes.md', 'mine'],
      ]),
    });
    expect(changes.map((change) => change.path)).toEqual(['a.ts']);
  });

  test('the next manifest keeps the last generated hash of a kept edited file', () => {
    const previous = manifestOf({ 'a.ts': 'A1', 'b.ts': 'B' });
    const changes = computeChanges({
      planned: [
        { path: 'a.ts', contents: 'A2' },
        { path: 'c.ts', contents: 'C' },
      ],
      previous,
      disk: new Map([
        ['a.ts', 'A1 + edit'],
        ['b.ts', 'B'],
      ]),
      force: false,
    });
    expect(nextManifestFiles(changes, previous)).toEqual({
      'a.ts': sha256('A1'),
      'c.ts': sha256('C'),
    });
  });
});
