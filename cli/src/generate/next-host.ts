/**
 * Whether the generated files that run React start with `'use client'`: only for a Next.js host.
 * Its App Router imports the module from server components, which need the directive; any other
 * bundler only drops it again, and Vite 8 (Rolldown) warns once per file as it does. The host is
 * the project that compiles the output folder: the nearest package.json at or above it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectRoot } from './host-project.js';

export interface ClientDirectivesChoice {
  clientDirectives: boolean;
  /** Why the choice was not made from the host's dependencies (its package.json is unreadable). */
  warning?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function listsNext(manifest: unknown): boolean {
  if (!isRecord(manifest)) return false;
  return [manifest.dependencies, manifest.devDependencies].some(
    (dependencies) => isRecord(dependencies) && Object.hasOwn(dependencies, 'next'),
  );
}

export function chooseClientDirectives(outDir: string): ClientDirectivesChoice {
  const path = join(findProjectRoot(outDir), 'package.json');
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    // No package.json at all: no Next.js project (it always has one).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { clientDirectives: false };
    // Unknown host: the directive works in every host, its absence breaks a Next.js one.
    return {
      clientDirectives: true,
      warning:
        `${path} cannot be read (${(error as Error).message}), so whether the host uses Next.js ` +
        `is unknown: the generated files that run React start with 'use client' as Next.js ` +
        'needs. Fix package.json and run generate again; without next among its dependencies ' +
        'the directive is left out.',
    };
  }
  return { clientDirectives: listsNext(manifest) };
}
