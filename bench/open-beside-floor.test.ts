import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_MARKS } from './modal-open.js';
import {
  fetchedForTheOpen,
  modalCodeFiles,
  ONE_FRAME_MS,
  openTargets,
  type OpenRuns,
} from './open-beside-floor.js';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A built page's assets folder holding `files` (name → code). */
async function builtApp(files: Record<string, string>): Promise<string> {
  const app = await mkdtemp(join(tmpdir(), 'wallet-kit-open-beside-floor-'));
  made.push(app);
  await mkdir(join(app, 'assets'));
  for (const [name, code] of Object.entries(files)) {
    await writeFile(join(app, 'assets', name), code);
  }
  return app;
}

/** Runs the in-page expression against resource timings relative to a click at 1000 ms. */
function fetchWait(
  files: string[],
  resources: { name: string; startTime: number; responseEnd: number }[],
) {
  const performance = {
    getEntriesByName: (name: string) => (name === OPEN_MARKS.click ? [{ startTime: 1000 }] : []),
    getEntriesByType: () => resources,
  };
  return new Function('performance', `return ${fetchedForTheOpen(files)}`)(performance) as number;
}

describe("the early click's allowance for fetching the modal's code", () => {
  it('lists the modal chunk and what it imports statically, not what it imports on demand', async () => {
    const app = await builtApp({
      'WalletModalContent-abc.js': `import{a as e}from"./shared-1.js";import"./styles-2.js";const v=()=>import("./Send-3.js");`,
      'shared-1.js': `import{r}from"./react-4.js";export const a=1;`,
      'styles-2.js': `export{}`,
      'react-4.js': `export const r=1;`,
      'Send-3.js': `import{a}from"./only-send-5.js";`,
      'only-send-5.js': `export const a=1;`,
      'index-6.js': `export{}`,
    });
    expect(modalCodeFiles(app).sort()).toEqual([
      'WalletModalContent-abc.js',
      'react-4.js',
      'shared-1.js',
      'styles-2.js',
    ]);
    expect(modalCodeFiles(await builtApp({ 'index-1.js': 'export{}' }))).toEqual([]);
  });

  it('counts the code still on its way at the click, wherever its fetch started, and nothing else', () => {
    const files = ['WalletModalContent-abc.js', 'shared-1.js'];
    const at = (name: string) => `http://127.0.0.1:4000/assets/${name}`;
    expect(
      fetchWait(files, [
        // Started at idle time, before the click, still coming 30 ms after it.
        { name: at('WalletModalContent-abc.js'), startTime: 960, responseEnd: 1030 },
        { name: at('shared-1.js'), startTime: 962, responseEnd: 1012 },
        // A logo the open view asks for after the click: the opening does not wait for it.
        { name: at('library-icons-9.js'), startTime: 1040, responseEnd: 1090 },
      ]),
    ).toBeCloseTo(30);
    expect(
      fetchWait(files, [
        { name: at('WalletModalContent-abc.js'), startTime: 900, responseEnd: 950 },
      ]),
    ).toBe(0);
  });

  it("holds each early opening, less its own wait for the code, to the floor's median and a frame", () => {
    const runs = (early: number[], fetch: number[]): OpenRuns => ({
      idleMs: early.map(() => 10),
      earlyMs: early,
      earlyContentMs: early,
      earlyFetchMs: fetch,
    });
    // Half the clicks waited for the code: the median wait (0) would allow none of it.
    const t = openTargets({
      floor: runs([10, 10, 10, 10, 10], [0, 0, 0, 0, 0]),
      kit: runs([20, 80, 22, 90, 21], [0, 60, 0, 70, 0]),
    });
    expect(t.earlyTarget).toBeCloseTo(10 + ONE_FRAME_MS);
    expect(t.kitEarlyBesideFetch).toBe(20);
    expect(t.kitEarlyBesideFetch).toBeLessThanOrEqual(t.earlyTarget);
  });
});
