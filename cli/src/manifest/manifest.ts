/**
 * `.walletkit.json`: what the generator wrote last time. A file whose hash on disk still matches
 * its entry is untouched and may be regenerated; one that differs was edited by the host.
 */
import { z } from 'zod';
import { canonicalJson, sha256 } from './hash.js';
import { isSafeRelativePath } from './safe-path.js';

export const MANIFEST_FILE = '.walletkit.json';

// Manifest paths decide what gets deleted, so a hand-edited manifest must not point outside the
// output dir.
const relativePathSchema = z
  .string()
  .refine(isSafeRelativePath, { message: 'must be a relative path inside the output dir' });

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * An edit the host accepted (`generate --accept`): the file's contents when accepted (`kept`) and
 * what the generator planned for it then (`planned`, null when it was no longer generated). The
 * edit stands as long as both still hold; a config or template change that changes the planned
 * file makes it an unaccepted edit again.
 */
const acceptedEditSchema = z.object({ kept: hashSchema, planned: hashSchema.nullable() });

const manifestSchema = z.object({
  generatorVersion: z.string(),
  configHash: z.string(),
  files: z.record(relativePathSchema, hashSchema),
  accepted: z.record(relativePathSchema, acceptedEditSchema).optional(),
  /**
   * Edits an `--accept` showed against a plan that changed since the edit, without accepting
   * them: a second `--accept` of the same edit and plan confirms (manifest/accept.ts).
   */
  reviewed: z.record(relativePathSchema, acceptedEditSchema).optional(),
});

export type AcceptedEdit = z.infer<typeof acceptedEditSchema>;

export type Manifest = z.infer<typeof manifestSchema>;

function sortedByPath<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

export function createManifest(params: {
  generatorVersion: string;
  config: unknown;
  files: Record<string, string>;
  accepted?: Record<string, AcceptedEdit>;
  reviewed?: Record<string, AcceptedEdit>;
}): Manifest {
  const accepted = params.accepted ?? {};
  const reviewed = params.reviewed ?? {};
  return {
    generatorVersion: params.generatorVersion,
    configHash: sha256(canonicalJson(params.config)),
    files: sortedByPath(params.files),
    // Only written when there is one, so a manifest without accepted edits reads as before.
    ...(Object.keys(accepted).length > 0 ? { accepted: sortedByPath(accepted) } : {}),
    ...(Object.keys(reviewed).length > 0 ? { reviewed: sortedByPath(reviewed) } : {}),
  };
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
