import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../scripts/demo/example-app.js';
import { moduleRecorder } from './module-recorder.js';
import { BENCH_OUT } from './out-dir.js';
import { assertSingleReact, reactFolders } from './single-react.js';

const PAGE = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement('p', null, 'one React'));
`;
const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Builds a React page in a new folder under `parent`; returns its folder and module ids. */
async function buildPageUnder(parent: string) {
  await mkdir(parent, { recursive: true });
  const appDir = await mkdtemp(join(parent, 'single-react-'));
  made.push(appDir);
  await writeFile(join(appDir, 'page.js'), PAGE);
  const recorder = moduleRecorder();
  await build({
    root: appDir,
    configFile: false,
    logLevel: 'silent',
    plugins: [recorder.plugin],
    build: { outDir: join(appDir, 'dist'), rollupOptions: { input: join(appDir, 'page.js') } },
  });
  return { appDir, moduleIds: recorder.chunks.flatMap((chunk) => chunk.moduleIds) };
}

describe('the bench fails loudly when the page and the kit load two different Reacts', () => {
  it('names both React folders of a page built under bench/, where React 18 is installed', async () => {
    const { appDir, moduleIds } = await buildPageUnder(join(REPO_ROOT, 'bench'));
    expect(reactFolders(moduleIds)).toEqual([
      join(REPO_ROOT, 'bench', 'node_modules', 'react'),
      join(REPO_ROOT, 'node_modules', 'react'),
    ]);
    expect(() => assertSingleReact(moduleIds, REPO_ROOT, appDir)).toThrow(
      /two different Reacts \(bench\/node_modules\/react and node_modules\/react\)/,
    );
  }, 60_000);

  it("passes a page built where the bench builds its pages: one React, react-dom's", async () => {
    const { appDir, moduleIds } = await buildPageUnder(BENCH_OUT);
    expect(reactFolders(moduleIds)).toEqual([join(REPO_ROOT, 'node_modules', 'react')]);
    expect(() => assertSingleReact(moduleIds, REPO_ROOT, appDir)).not.toThrow();
  }, 60_000);
});
