/**
 * Where the CLI finds its own files. The same code runs in two shapes:
 * - from source (vitest, `tsx`): this module is `cli/src/self/package-paths.ts`, inside the monorepo;
 * - from the bundle (`cli/dist/*.js`): installed in a host's node_modules, or built in the repo.
 * What differs between the two is decided here, once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'create-wallet-kit';

interface PackagePaths {
  /** The cli package folder (holds package.json). */
  root: string;
  /** True when running from TypeScript sources rather than the tsup bundle. */
  fromSource: boolean;
  /** The handlebars templates of the generated module. */
  templatesDir: string;
  version: string;
}

function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifestPath = join(dir, 'package.json');
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name?: string };
      if (manifest.name === PACKAGE_NAME) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${PACKAGE_NAME} package above ${start}`);
    dir = parent;
  }
}

export function resolvePackagePaths(moduleUrl: string = import.meta.url): PackagePaths {
  const modulePath = fileURLToPath(moduleUrl);
  const root = findPackageRoot(dirname(modulePath));
  const fromSource = modulePath.endsWith('.ts');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  // From source we are in the monorepo and use its templates folder; the bundle uses the copy
  // made at build time (tsup onSuccess), so the published package is self-contained.
  const templatesDir = fromSource
    ? join(dirname(root), 'templates')
    : join(root, 'dist', 'templates');
  return { root, fromSource, templatesDir, version };
}
