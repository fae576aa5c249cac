/**
 * Code a kit must load on demand only, never in the initial JS: e.g. the WalletConnect SDK,
 * which loads when a visitor picks WalletConnect. Checks it is absent from the initial JS
 * and sizes the lazy chunks that bring it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildMeasurement, Size } from './measure-build.js';
import type { RecordedChunk } from './module-recorder.js';

interface OnDemandPart {
  name: string;
  moduleId: RegExp;
}

export interface OnDemandResult {
  variant: string;
  part: string;
  /** The part is bundled, in a chunk the page imports only with `import()`. */
  foundLazy: boolean;
  /** Violation: the part is in the page's initial JS. */
  inInitialJs: boolean;
  /** The chunks loaded when the `import()` runs, minus what the page already has. */
  chunkSize: Size;
}

function closure(chunks: RecordedChunk[], roots: Iterable<string>): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

export async function checkOnDemand(
  variant: string,
  part: OnDemandPart,
  measured: BuildMeasurement,
  outDir: string,
): Promise<OnDemandResult> {
  const { chunks } = measured;
  const initial = closure(
    chunks,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const holding = chunks.filter((chunk) => chunk.moduleIds.some((id) => part.moduleId.test(id)));
  const inInitialJs = holding.some((chunk) => initial.has(chunk.fileName));
  const lazy = [
    ...closure(
      chunks,
      holding.map((chunk) => chunk.fileName),
    ),
  ].filter((fileName) => !initial.has(fileName));
  const chunkSize = { raw: 0, gzip: 0 };
  for (const fileName of lazy) {
    const bytes = await readFile(join(outDir, fileName));
    chunkSize.raw += bytes.byteLength;
    chunkSize.gzip += gzipSync(bytes).byteLength;
  }
  return {
    variant,
    part: part.name,
    foundLazy: holding.length > 0 && !inInitialJs,
    inInitialJs,
    chunkSize,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function onDemandLine(result: OnDemandResult): string {
  if (result.inInitialJs)
    return `${result.variant}: ${result.part} is in the initial JS (must load on demand)`;
  if (!result.foundLazy) return `${result.variant}: ${result.part} not found in the build`;
  return (
    `${result.variant}: ${result.part} loads on demand, not in the initial JS; ` +
    `on-demand chunk ${kb(result.chunkSize.raw)} (${kb(result.chunkSize.gzip)} gzip)`
  );
}
