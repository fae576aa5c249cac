/**
 * `.walletkit.json`: what the generator wrote last time. A file whose hash on disk still matches
 * its entry is untouched and may be regenerated; one that differs was edited by the host.
 */
import { z } from 'zod';
import { canonicalJson, sha256 } from './hash.js';
import type { PlannedFile } from '../plan/planned-file.js';
import { isSafeRelativePath } from './safe-path.js';

export const MANIFEST_FILE = '.walletkit.json';

// Manifest paths decide what gets deleted, so a hand-edited manifest must not point outside the
// output dir.
const relativePathSchema = z
  .string()
  .refine(isSafeRelativePath, { message: 'must be a relative path inside the output dir' });

const manifestSchema = z.object({
  generatorVersion: z.string(),
  configHash: z.string(),
  files: z.record(relativePathSchema, z.string().regex(/^[0-9a-f]{64}$/)),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function createManifest(params: {
  generatorVersion: string;
  config: unknown;
  files: Record<string, string>;
}): Manifest {
  const sortedFiles = Object.fromEntries(
    Object.entries(params.files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return {
    generatorVersion: params.generatorVersion,
    configHash: sha256(canonicalJson(params.config)),
    files: sortedFiles,
  };
}

export function hashPlannedFiles(files: readonly PlannedFile[]): Record<string, string> {
  return Object.fromEntries(files.map((file) => [file.path, sha256(file.contents)]));
}

export function serializeManifest(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export type ManifestReadResult =
  { kind: 'absent' } | { kind: 'ok'; manifest: Manifest } | { kind: 'corrupt'; reason: string };

/** Parses the manifest's text; a damaged manifest is reported, never thrown. */
export function parseManifest(text: string | undefined): ManifestReadResult {
  if (text === undefined) return { kind: 'absent' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { kind: 'corrupt', reason: `not JSON (${(error as Error).message})` };
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { kind: 'corrupt', reason: `${first?.path.join('.') || 'root'}: ${first?.message}` };
  }
  return { kind: 'ok', manifest: parsed.data };
}
