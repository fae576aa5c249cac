/**
 * `generate --accept <file>` / `--accept-all`: the host keeps an edited generated file on
 * purpose. The edit is recorded in the manifest (nextAcceptedEdits) so `--check` passes until a
 * config or template change alters that file again. Paths are given as the host sees them:
 * relative to the working folder, or relative to the output folder.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { CliError } from '../errors.js';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import type { FileChange } from './changes.js';
import { keptEditContradictions } from './kept-contradictions.js';

export type AcceptRequest = { all: true } | { all: false; files: readonly string[] };

/** `file` as a path relative to `outDir` (`/`-separated), or undefined if it is not inside. */
function insideOutput(file: string, outDir: string, cwd: string): string | undefined {
  for (const base of isAbsolute(file) ? [cwd] : [cwd, outDir]) {
    const path = relative(outDir, resolve(base, file));
    if (path !== '' && !path.startsWith(`..${sep}`) && path !== '..' && !isAbsolute(path)) {
      return path.split(sep).join('/');
    }
  }
  return undefined;
}

const WHY_NOT: Partial<Record<FileChange['kind'], string>> = {
  unchanged: 'it is exactly as generated',
  add: 'it does not exist',
  update: 'it is not edited (it is only out of date)',
  remove: 'it is not edited (it is only no longer generated)',
};

/**
 * The changes with the requested edits turned from `kept-edited` into `accepted`. A named file
 * that is not an edited generated file is an error naming it and saying why; nothing is written.
 */
export function acceptEdits(params: {
  changes: readonly FileChange[];
  request: AcceptRequest;
  outDir: string;
  cwd: string;
  /** Paths whose edit contradicts the config: never accepted (the reason is reported). */
  contradictions: ReadonlyMap<string, string>;
}): FileChange[] {
  const { changes, request, contradictions } = params;
  const byPath = new Map(changes.map((change) => [change.path, change]));
  const accepted = new Set<string>();
  if (request.all) {
    for (const change of changes) {
      if (change.kind === 'kept-edited' && !contradictions.has(change.path))
        accepted.add(change.path);
    }
  } else {
    for (const file of request.files) {
      const path = insideOutput(file, params.outDir, params.cwd);
      const change = path === undefined ? undefined : byPath.get(path);
      if (path === undefined || change === undefined) {
        throw new CliError(
          `--accept ${file}: not a file of the generated module in ${params.outDir}.`,
        );
      }
      const contradiction = contradictions.get(path);
      if (contradiction) throw new CliError(`--accept ${file}: ${contradiction}`);
      if (change.kind === 'kept-edited' || change.kind === 'accepted') accepted.add(path);
      else throw new CliError(`--accept ${file}: nothing to accept, ${WHY_NOT[change.kind]}.`);
    }
  }
  return changes.map((change) =>
    accepted.has(change.path) ? { ...change, kind: 'accepted' } : change,
  );
}

/**
 * The final say on kept edits: requested edits become `accepted`, and an edit that contradicts
 * the config stays (or becomes again) `kept-edited`, so `--check` fails, with a warning naming it.
 */
export function settleKeptEdits(params: {
  changes: readonly FileChange[];
  config: ResolvedConfig;
  request: AcceptRequest | undefined;
  outDir: string;
  cwd: string;
}): { changes: FileChange[]; warnings: string[] } {
  const contradictions = keptEditContradictions(params.changes, params.config);
  const changes = params.request
    ? acceptEdits({ ...params, request: params.request, contradictions })
    : [...params.changes];
  return {
    changes: changes.map((change) =>
      change.kind === 'accepted' && contradictions.has(change.path)
        ? { ...change, kind: 'kept-edited' }
        : change,
    ),
    warnings: [...contradictions.values()],
  };
}
