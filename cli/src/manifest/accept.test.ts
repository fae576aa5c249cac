import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseConfig } from '@wallet-kit/schemas';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { acceptEdits, settleKeptEdits } from './accept.js';
import { computeChanges, nextAcceptedEdits, type FileChange } from './changes.js';
import { sha256 } from './hash.js';
import { createManifest, type Manifest } from './manifest.js';
import { keptEditContradictions } from './kept-contradictions.js';

const cwd = '/project';
const outDir = join(cwd, 'src', 'wallet-kit');

function configWith(fields: Record<string, unknown> = {}): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'p',
    metadata: { name: 'Shop', url: 'https://shop.example' },
    networks: ['eip155:1', 'eip155:8453'],
    features: { send: true },
    ...fields,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

const kept = (path: string, kind: FileChange['kind'] = 'kept-edited'): FileChange => ({
  path,
  kind,
  edited: kind === 'kept-edited' || kind === 'accepted',
  before: `${path} edited`,
  after: `${path} planned`,
});

const accept = (changes: FileChange[], files: string[]) =>
  acceptEdits({ changes, request: { all: false, files }, outDir, cwd, contradictions: new Map() })
    .changes;

describe('accepting an edit', () => {
  test('a file named relative to the working folder or to the output folder is accepted', () => {
    const changes = [kept('index.ts'), kept('views/Send.tsx')];
    const result = accept(changes, ['src/wallet-kit/index.ts', 'views/Send.tsx']);
    expect(result.map((change) => change.kind)).toEqual(['accepted', 'accepted']);
  });

  test('a file outside the generated module is refused naming it', () => {
    expect(() => accept([kept('index.ts')], ['src/main.tsx'])).toThrow(
      /--accept src\/main\.tsx: not a file of the generated module/,
    );
  });

  test('a file that is not edited is refused saying why', () => {
    const unchanged: FileChange = { path: 'index.ts', kind: 'unchanged', edited: false };
    expect(() => accept([unchanged], ['views/../index.ts'])).toThrow(
      /nothing to accept, it is exactly as generated/,
    );
  });

  test('--accept-all accepts every kept edit except one contradicting the config', () => {
    const result = acceptEdits({
      changes: [kept('index.ts'), kept('views/Send.tsx')],
      request: { all: true },
      outDir,
      cwd,
      contradictions: new Map([['views/Send.tsx', 'off']]),
    }).changes;
    expect(result.map((change) => change.kind)).toEqual(['accepted', 'kept-edited']);
  });

  test('the manifest records the accepted contents and what was planned then', () => {
    expect(nextAcceptedEdits([kept('index.ts', 'accepted'), kept('a.ts')])).toEqual({
      'index.ts': { kept: sha256('index.ts edited'), planned: sha256('index.ts planned') },
    });
  });
});

describe('an accepted edit on the next run', () => {
  const planned = [{ path: 'index.ts', contents: 'generated v1' }];
  const disk = new Map([['index.ts', 'edited by the host']]);
  const previous: Manifest = createManifest({
    generatorVersion: '1',
    config: {},
    files: { 'index.ts': sha256('generated v0') },
    accepted: {
      'index.ts': { kept: sha256('edited by the host'), planned: sha256('generated v1') },
    },
  });
  const kindOf = (input: Partial<Parameters<typeof computeChanges>[0]>) =>
    computeChanges({ planned, previous, disk, force: false, ...input })[0]?.kind;

  test('stands while neither the file nor what is planned for it changes', () => {
    expect(kindOf({})).toBe('accepted');
  });

  test('is an edit again once the config or template changes the planned file', () => {
    expect(kindOf({ planned: [{ path: 'index.ts', contents: 'generated v2' }] })).toBe(
      'kept-edited',
    );
  });

  test('is an edit again once the host edits the file further', () => {
    expect(kindOf({ disk: new Map([['index.ts', 'edited twice']]) })).toBe('kept-edited');
  });

  test('is overwritten by --force', () => {
    expect(kindOf({ force: true })).toBe('update');
  });

  test('of a file no longer generated stands only if it was accepted as such', () => {
    const obsolete = createManifest({
      generatorVersion: '1',
      config: {},
      files: { 'old.ts': sha256('old') },
      accepted: { 'old.ts': { kept: sha256('mine'), planned: null } },
    });
    const changes = computeChanges({
      planned: [],
      previous: obsolete,
      disk: new Map([['old.ts', 'mine']]),
      force: false,
    });
    expect(changes.map((change) => change.kind)).toEqual(['accepted']);
  });
});

describe('a kept edit that contradicts the config', () => {
  test('a kept Send view while features.send is false is reported naming the file and the field', () => {
    const found = keptEditContradictions(
      [kept('views/Send.tsx'), kept('index.ts')],
      configWith({ features: { send: false } }),
    );
    expect([...found.keys()]).toEqual(['views/Send.tsx']);
    expect(found.get('views/Send.tsx')).toMatch(
      /^views\/Send\.tsx is kept, but the config does not enable the Send view \(features\.send is false\)/,
    );
  });

  test('a kept Networks view with one network names the network count', () => {
    const found = keptEditContradictions(
      [kept('views/Networks.tsx', 'accepted')],
      configWith({ networks: ['eip155:1'] }),
    );
    expect(found.get('views/Networks.tsx')).toMatch(/networks\.length is 1/);
  });

  test('a kept sign-in view without siwx says siwx is not set', () => {
    const found = keptEditContradictions([kept('views/SIWXSignMessage.tsx')], configWith());
    expect(found.get('views/SIWXSignMessage.tsx')).toMatch(/\(siwx is not set\)/);
  });

  test('a kept view the config enables is no contradiction', () => {
    expect(keptEditContradictions([kept('views/Send.tsx')], configWith()).size).toBe(0);
  });

  test('an accepted edit that now contradicts the config is reported and fails the check', () => {
    const settled = settleKeptEdits({
      changes: [kept('views/Send.tsx', 'accepted')],
      config: configWith({ features: { send: false } }),
      request: undefined,
      outDir,
      cwd,
    });
    expect(settled.changes[0]?.kind).toBe('kept-edited');
    expect(settled.warnings).toEqual([expect.stringContaining('features.send is false')]);
  });

  test('naming a contradicting file in --accept is refused with the reason', () => {
    expect(() =>
      settleKeptEdits({
        changes: [kept('views/Send.tsx')],
        config: configWith({ features: { send: false } }),
        request: { all: false, files: ['views/Send.tsx'] },
        outDir,
        cwd,
      }),
    ).toThrow(/--accept views\/Send\.tsx: views\/Send\.tsx is kept, but .*features\.send is false/);
  });
});
