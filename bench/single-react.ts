/**
 * A page whose own code and whose kit import two different copies of React renders nothing:
 * React's error #525 ("a React element from another copy of React") on the first render. The
 * build says so before the browser does: each installed copy of a package is a folder of its
 * own in the bundled modules' ids.
 */
import { relative } from 'node:path';

/** The `node_modules/react` folders whose modules the build bundled. */
export function reactFolders(moduleIds: string[]): string[] {
  const folders = new Set<string>();
  for (const id of moduleIds) {
    const match = /^(.*[/\\]node_modules[/\\]react)[/\\]/.exec(id.replace(/^\0/, ''));
    if (match?.[1]) folders.add(match[1]);
  }
  return [...folders].sort();
}

/** Throws, naming both folders, when the build bundles more than one React. */
export function assertSingleReact(moduleIds: string[], repoRoot: string, appDir: string): void {
  const folders = reactFolders(moduleIds);
  if (folders.length <= 1) return;
  throw new Error(
    `${relative(repoRoot, appDir) || appDir}: the page under test and the kit load two different ` +
      `Reacts (${folders.map((folder) => relative(repoRoot, folder) || folder).join(' and ')}); ` +
      'React would fail with error #525. Build the page where a bare `react` import resolves ' +
      'to the same copy as `react-dom` (see bench/out-dir.ts).',
  );
}
