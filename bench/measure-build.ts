/**
 * Builds one copy of the example app with vite and sizes its JavaScript: the initial load
 * (the entry chunk and every chunk it statically imports) and all of it (lazy chunks too).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { largestContributors, type Contributor } from './contributors.js';
import { moduleRecorder, type RecordedChunk } from './module-recorder.js';
import { assertSingleReact } from './single-react.js';

export interface Size {
  raw: number;
  gzip: number;
}

export interface BuildMeasurement {
  initialJs: Size;
  totalJs: Size;
  chunks: RecordedChunk[];
  /** File names of the initial chunks. */
  initial: Set<string>;
  moduleIds: string[];
  /** The packages with the most code in the initial JS. */
  initialContributors: Contributor[];
}

/** The entry chunks and everything they pull in before running. */
function initialChunks(chunks: RecordedChunk[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const visit = (fileName: string) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return initial;
}

async function sizeOf(outDir: string, fileNames: Iterable<string>): Promise<Size> {
  const size = { raw: 0, gzip: 0 };
  for (const fileName of fileNames) {
    const bytes = await readFile(join(outDir, fileName));
    size.raw += bytes.byteLength;
    size.gzip += gzipSync(bytes).byteLength;
  }
  return size;
}

/** Vite's `build`: the workspace's by default, or a host's own installed Vite. */
export type ViteBuild = typeof build;

/**
 * `entry`: a page script to build instead of the app's index.html (a host page of the kit).
 * `viteBuild`: the Vite that builds it (a host outside the workspace builds with its own).
 */
export async function buildAndMeasure(
  appDir: string,
  outDir: string,
  repoRoot: string,
  entry?: string,
  viteBuild: ViteBuild = build,
): Promise<BuildMeasurement> {
  const recorder = moduleRecorder();
  await viteBuild({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [recorder.plugin],
    // The sizes are reported below; vite's own large-chunk warning would only repeat them.
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      ...(entry ? { rollupOptions: { input: entry } } : {}),
    },
  });
  const chunks = recorder.chunks;
  const moduleIds = [...new Set(chunks.flatMap((chunk) => chunk.moduleIds))];
  assertSingleReact(moduleIds, repoRoot, appDir);
  const initial = initialChunks(chunks);
  return {
    initialJs: await sizeOf(outDir, initial),
    totalJs: await sizeOf(
      outDir,
      chunks.map((chunk) => chunk.fileName),
    ),
    chunks,
    initial,
    moduleIds,
    initialContributors: largestContributors(chunks, initial, repoRoot, 6),
  };
}
