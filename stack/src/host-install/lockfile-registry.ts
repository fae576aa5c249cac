/**
 * A package registry on 127.0.0.1 that serves exactly the packages of the workspace's
 * package-lock.json, with their tarballs read from the npm cache that `npm install` in the
 * workspace filled. A host app outside the workspace then installs with plain `npm install`,
 * as its developer would, with no network and the same versions the workspace was tested with.
 *
 * Why not `npm install --offline`: npm 11 resolves a new dependency from the full packument,
 * while an install from a lockfile caches only the abbreviated one, so `--offline` fails for
 * any package the host names that the workspace did not resolve afresh. And with versions
 * published after the lockfile, "newest matching version" would name a tarball that is not in
 * the cache; serving only the locked versions keeps the resolution reproducible.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  license?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  bin?: Record<string, string>;
  engines?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  hasInstallScript?: boolean;
  deprecated?: string;
}

export interface LockfileRegistry {
  url: string;
  /** Requests the registry could not answer: a package the lockfile lacks, or a tarball missing from the cache. */
  misses: string[];
  close(): Promise<void>;
}

const REGISTRY_TARBALLS = 'https://registry.npmjs.org/';

/** The registry name of a lock entry: its `name` (an alias) or the folder after the last node_modules/. */
function packageName(location: string, entry: LockEntry): string {
  if (entry.name) return entry.name;
  return location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** Every registry package version of the lockfile, by name. */
function lockedVersions(lockPath: string): Map<string, Map<string, LockEntry>> {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const byName = new Map<string, Map<string, LockEntry>>();
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (!location.includes('node_modules/') || entry.link || entry.inBundle) continue;
    // npm leaves `resolved` out for the default registry; anything else (git, a file) is not ours.
    const fromRegistry = !entry.resolved || entry.resolved.startsWith(REGISTRY_TARBALLS);
    if (!entry.version || !entry.integrity || !fromRegistry) continue;
    const name = packageName(location, entry);
    const versions = byName.get(name) ?? new Map<string, LockEntry>();
    versions.set(entry.version, entry);
    byName.set(name, versions);
  }
  return byName;
}

/** Where cacache keeps the content of an integrity: content-v2/<algorithm>/<hex split 2/2/rest>. */
export function cachedContentPath(cacheDir: string, integrity: string): string {
  const [algorithm, digest] = integrity.split(' ')[0]!.split(/-(.*)/s) as [string, string];
  const hex = Buffer.from(digest, 'base64').toString('hex');
  return join(
    cacheDir,
    '_cacache',
    'content-v2',
    algorithm,
    hex.slice(0, 2),
    hex.slice(2, 4),
    hex.slice(4),
  );
}

function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core, pre] = version.split(/-(.*)/s) as [string, string | undefined];
    return { parts: core.split('.').map(Number), pre };
  };
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left.parts[index] ?? 0) - (right.parts[index] ?? 0);
    if (difference !== 0) return difference;
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === undefined) return 1;
  if (right.pre === undefined) return -1;
  return left.pre < right.pre ? -1 : 1;
}

function tarballFile(name: string, version: string): string {
  return `${name.split('/').pop()}-${version}.tgz`;
}

function packument(name: string, versions: Map<string, LockEntry>, baseUrl: string): object {
  const sorted = [...versions.keys()].sort(compareVersions);
  const releases = sorted.filter((version) => !version.includes('-'));
  const latest = releases.at(-1) ?? sorted.at(-1)!;
  const manifests: Record<string, object> = {};
  for (const [version, entry] of versions) {
    manifests[version] = {
      name,
      version,
      license: entry.license,
      dependencies: entry.dependencies,
      optionalDependencies: entry.optionalDependencies,
      peerDependencies: entry.peerDependencies,
      peerDependenciesMeta: entry.peerDependenciesMeta,
      bin: entry.bin,
      engines: entry.engines,
      os: entry.os,
      cpu: entry.cpu,
      libc: entry.libc,
      hasInstallScript: entry.hasInstallScript,
      deprecated: entry.deprecated,
      dist: {
        tarball: `${baseUrl}${name}/-/${tarballFile(name, version)}`,
        integrity: entry.integrity,
      },
    };
  }
  return { name, 'dist-tags': { latest }, versions: manifests };
}

export async function startLockfileRegistry(options: {
  lockPath: string;
  /** npm's cache folder (`npm config get cache`), holding `_cacache/`. */
  npmCacheDir: string;
}): Promise<LockfileRegistry> {
  const byName = lockedVersions(options.lockPath);
  const misses: string[] = [];
  let baseUrl = '';

  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', baseUrl).pathname.slice(1));
    const tarballAt = path.indexOf('/-/');
    const name = tarballAt === -1 ? path : path.slice(0, tarballAt);
    const versions = byName.get(name);
    const notFound = (reason: string) => {
      misses.push(`${request.method} /${path}: ${reason}`);
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: reason }));
    };
    if (request.method !== 'GET') return notFound('only GET is served');
    if (!versions) return notFound('not in the workspace lockfile');
    if (tarballAt === -1) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(packument(name, versions, baseUrl)));
      return;
    }
    const file = path.slice(tarballAt + 3);
    const entry = [...versions].find(([version]) => tarballFile(name, version) === file)?.[1];
    if (!entry?.integrity) return notFound('no such version in the workspace lockfile');
    const contentPath = cachedContentPath(options.npmCacheDir, entry.integrity);
    if (!existsSync(contentPath)) return notFound('tarball not in the npm cache');
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    response.end(readFileSync(contentPath));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url: baseUrl,
    misses,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
