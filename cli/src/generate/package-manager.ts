/**
 * The host's package manager, told by its lockfile (the one the host already uses, so an install
 * does not create a second lockfile), and the command that adds packages with it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

/** Lockfiles in the order they are looked for in each folder. */
const LOCKFILES: readonly [string, PackageManager][] = [
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
];

const MANAGERS: readonly PackageManager[] = ['npm', 'pnpm', 'yarn', 'bun'];

/** `"packageManager": "pnpm@9.1.0"` (corepack) in a package.json, when there is no lockfile. */
function declaredManager(dir: string): PackageManager | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      packageManager?: unknown;
    };
    const name = String(manifest.packageManager ?? '').split('@')[0];
    return MANAGERS.find((manager) => manager === name);
  } catch {
    return undefined;
  }
}

/**
 * The manager of the project at `projectRoot`: the nearest lockfile in it or a folder above (a
 * monorepo keeps one lockfile at its root), then a `packageManager` field; npm otherwise.
 */
export function detectPackageManager(projectRoot: string): PackageManager {
  for (let dir = projectRoot; ; dir = dirname(dir)) {
    const lockfile = LOCKFILES.find(([name]) => existsSync(join(dir, name)));
    if (lockfile) return lockfile[1];
    const declared = declaredManager(dir);
    if (declared) return declared;
    if (dirname(dir) === dir) return 'npm';
  }
}

export interface InstallCommand {
  command: PackageManager;
  args: string[];
  /** The same command as a person would type it in a POSIX shell. */
  display: string;
}

/** `name@range` as one shell word: quoted when the range holds characters a shell reads. */
function shellWord(word: string): string {
  return /^[\w@./:=+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

const DEV_FLAG: Record<PackageManager, string> = {
  npm: '-D',
  pnpm: '-D',
  yarn: '-D',
  bun: '--dev',
};

/**
 * The command adding `specs` (`name` or `name@range`) to the project's dependencies (with `dev`,
 * to its devDependencies).
 */
export function installCommand(
  manager: PackageManager,
  specs: readonly string[],
  options: { dev?: boolean } = {},
): InstallCommand {
  const args = [
    manager === 'npm' ? 'install' : 'add',
    ...(options.dev ? [DEV_FLAG[manager]] : []),
    ...specs,
  ];
  return { command: manager, args, display: [manager, ...args].map(shellWord).join(' ') };
}
