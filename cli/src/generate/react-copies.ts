/**
 * A runtime installed as a link (`npm install <folder>`, `npm link`, a workspace of another
 * repository) resolves `react` from its own folder: the page then runs two copies of React and
 * stays blank (hooks fail across copies). Found by comparing where `react` resolves from the host
 * and from the runtime's real folder.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findPackageDir } from './host-project.js';

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'];

interface SecondReact {
  hostReact: string;
  runtimeReact: string;
}

export function findSecondReact(projectRoot: string, runtimeDir: string): SecondReact | undefined {
  const hostReact = findPackageDir('react', projectRoot);
  const runtimeReact = findPackageDir('react', runtimeDir);
  if (!hostReact || !runtimeReact || hostReact === runtimeReact) return undefined;
  return { hostReact, runtimeReact };
}

/** The warning with the exact fix for the host's bundler. */
export function secondReactMessage(projectRoot: string, copies: SecondReact): string {
  const viteConfig = VITE_CONFIGS.find((name) => existsSync(join(projectRoot, name)));
  const where = (path: string) => relative(projectRoot, path) || path;
  const lines = [
    'Two copies of React: @wallet-kit/runtime resolves react from ' +
      `${where(copies.runtimeReact)}, your app from ${where(copies.hostReact)} ` +
      '(the runtime is a linked folder). The page would stay blank. Fix it one of these ways:',
  ];
  if (viteConfig) {
    lines.push(
      `  - in ${viteConfig}: export default defineConfig({ resolve: { dedupe: ['react', 'react-dom'] }, ... })`,
    );
  } else {
    lines.push(
      "  - make your bundler resolve one React (webpack: resolve.alias { react: require.resolve('react') }, same for react-dom)",
    );
  }
  lines.push(
    '  - or install the runtime from its packed tarballs instead of the folder: `npm run pack` in ' +
      'the wallet-kit clone, then npm install <clone>/dist-packages/wallet-kit-runtime-<version>.tgz ' +
      '<clone>/dist-packages/wallet-kit-schemas-<version>.tgz',
  );
  return lines.join('\n');
}
