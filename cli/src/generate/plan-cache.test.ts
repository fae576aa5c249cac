import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { planKey, readCachedPlan, saveCachedPlan, templatesFingerprint } from './plan-cache.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wk-plan-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const PLAN = { files: [{ path: 'index.ts', contents: 'export {};\n' }], warnings: ['w'] };

describe('the remembered plan', () => {
  test('the plan saved for an output folder is found again with the same inputs', async () => {
    const key = planKey({ config: { a: 1 } });
    await saveCachedPlan(dir, '/app/src/kit', key, PLAN);
    expect(await readCachedPlan(dir, '/app/src/kit', key)).toEqual(PLAN);
  });

  test('other inputs or another output folder find nothing', async () => {
    await saveCachedPlan(dir, '/app/src/kit', planKey({ config: { a: 1 } }), PLAN);
    expect(
      await readCachedPlan(dir, '/app/src/kit', planKey({ config: { a: 2 } })),
    ).toBeUndefined();
    expect(await readCachedPlan(dir, '/app/other', planKey({ config: { a: 1 } }))).toBeUndefined();
  });

  test('each output folder keeps its own plan', async () => {
    const key = planKey({ config: { a: 1 } });
    await saveCachedPlan(dir, '/one', key, PLAN);
    await saveCachedPlan(dir, '/two', key, { files: [], warnings: [] });
    expect(await readCachedPlan(dir, '/one', key)).toEqual(PLAN);
  });

  test('an unreadable or malformed cache file is a miss, not an error', async () => {
    const key = planKey({});
    await saveCachedPlan(dir, '/app', key, PLAN);
    const [file] = await readdir(dir);
    await writeFile(join(dir, file!), '{not json');
    expect(await readCachedPlan(dir, '/app', key)).toBeUndefined();
    await writeFile(join(dir, file!), JSON.stringify({ key, files: [{ path: 1 }], warnings: [] }));
    expect(await readCachedPlan(dir, '/app', key)).toBeUndefined();
  });

  test('without a cache folder nothing is remembered', async () => {
    await saveCachedPlan(undefined, '/app', 'k', PLAN);
    expect(await readCachedPlan(undefined, '/app', 'k')).toBeUndefined();
  });

  test('an edited template changes the fingerprint, so the plan made before it is not used', async () => {
    const templates = join(dir, 'templates');
    await mkdir(join(templates, 'views'), { recursive: true });
    await writeFile(join(templates, 'views', 'A.tsx.hbs'), 'one');
    const before = await templatesFingerprint(templates);
    await writeFile(join(templates, 'views', 'A.tsx.hbs'), 'two!');
    expect(await templatesFingerprint(templates)).not.toEqual(before);
    // Same size, new modification time: still a different fingerprint.
    const sameSize = await templatesFingerprint(templates);
    await utimes(join(templates, 'views', 'A.tsx.hbs'), new Date(), new Date(Date.now() + 5000));
    expect(await templatesFingerprint(templates)).not.toEqual(sameSize);
  });
});
