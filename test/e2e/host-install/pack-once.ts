/**
 * The kit's tarballs, packed once for all the host tests of a run: the Vite host and the Next.js
 * host both install from dist-packages/, and each used to run `scripts/pack.mjs` itself. The
 * folder carries the hash of everything a pack reads (the pack script and its checks, each
 * public package's manifest, README and the files it publishes, the root LICENSE, Node's
 * version); a host test whose hash equals the one stored uses the tarballs as they are, any
 * other packs again. Every pack includes the `npm publish --dry-run` check, so whichever test
 * comes first, the tarballs are checked publishable. The hash is removed before packing and
 * written after a pack that succeeded, so a failed or interrupted pack is never reused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { run } from '@wallet-kit/local-stack/host-install/commands';
import { inputsKey } from '../../../scripts/demo/content-cache.js';
import { WORKSPACE } from './host-app.js';
import { DIST_PACKAGES } from './packed-packages.js';

const KEY_FILE = join(DIST_PACKAGES, '.inputs-key');
const PACK_LOCK = join(WORKSPACE, '.cache', 'dist-packages.lock');

interface Manifest {
  private?: boolean;
  files?: string[];
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

/** What `npm pack` reads of each public workspace package, relative to the workspace root. */
function packInputs(root: string): string[] {
  const { workspaces } = readJson<{ workspaces: string[] }>(join(root, 'package.json'));
  const inputs = ['scripts/pack.mjs', 'LICENSE'];
  for (const dir of workspaces) {
    if (!existsSync(join(root, dir, 'package.json'))) continue;
    const manifest = readJson<Manifest>(join(root, dir, 'package.json'));
    if (manifest.private === true) continue;
    inputs.push(`${dir}/package.json`, `${dir}/README.md`);
    inputs.push(...(manifest.files ?? []).map((file) => `${dir}/${file}`));
  }
  return inputs;
}

/** The hash of everything a pack of the workspace at `root` reads. */
export function packInputsKey(root = WORKSPACE): Promise<string> {
  return inputsKey({
    recipe: 'packed-tarballs-1',
    appDir: join(root, 'scripts', 'pack'),
    notInApp: () => false,
    repoRoot: root,
    repoInputs: packInputs(root),
    env: {},
  });
}

/**
 * Runs `work` while holding the pack lock: the host tests run in two workers, and two packs
 * writing dist-packages/ at once would leave tarballs of neither. A lock whose holder has died
 * (a killed run) is taken over.
 */
export async function withPackLock<T>(work: () => Promise<T>, lock = PACK_LOCK): Promise<T> {
  await mkdir(dirname(lock), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => '0'));
    if (holder > 0 && !isAlive(holder)) {
      await rm(lock, { recursive: true, force: true });
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await writeFile(join(lock, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Packs the built packages into dist-packages/ unless the tarballs there are of these inputs. */
export function packOnce(env: NodeJS.ProcessEnv): Promise<{ packed: boolean }> {
  return withPackLock(() => packUnlessCurrent(env));
}

async function packUnlessCurrent(env: NodeJS.ProcessEnv): Promise<{ packed: boolean }> {
  const key = await packInputsKey();
  const stored = existsSync(KEY_FILE) ? readFileSync(KEY_FILE, 'utf8').trim() : undefined;
  if (stored === key && existsSync(join(DIST_PACKAGES, 'packages.json'))) return { packed: false };
  await rm(KEY_FILE, { force: true });
  // The tarballs of the packages as built by `npm test` (or `npm run build`), checked to be
  // publishable; the dry run asks the loopback registry in `env`, never the internet.
  await run('node', ['scripts/pack.mjs', '--no-build', '--dry-run-publish'], {
    cwd: WORKSPACE,
    env,
  });
  await writeFile(KEY_FILE, `${key}\n`);
  return { packed: true };
}
