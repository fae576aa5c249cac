/**
 * `generate --accept <file>` / `--accept-all`: the host keeps an edited generated file on
 * purpose. The edit is recorded in the manifest (nextAcceptedEdits) so `--check` passes until a
 * config or template change alters that file again. Paths are given as the host sees them:
 * relative to the working folder, or relative to the output folder.
 *
 * An accept must not drop a config change unseen: when what the generator plans for the file
 * changed since the host's edit (since it last wrote the file, or since the last accept), the
 * first `--accept` records nothing but a review (the diff is printed); a second `--accept` naming
 * the file, with the same edit and the same plan, accepts it. `--force` takes the plan instead.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { CliError } from '../errors.js';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import type { FileChange } from './changes.js';
import { sha256 } from './hash.js';
import { keptEditContradictions } from './kept-contradictions.js';
import type { AcceptedEdit, Manifest } from './manifest.js';

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

/** What a review records: this edit, shown against this plan. */
function reviewOf(change: FileChange): AcceptedEdit {
  return {
    kept: sha256(change.before ?? ''),
    planned: change.after === undefined ? null : sha256(change.after),
  };
}

/**
 * True when the generator's plan for the file changed since the host's edit: the plan the host
 * edited (the last generated file, or the plan of the last accept) is not today's.
 */
function planChangedSinceEdit(change: FileChange, previous: Manifest | undefined): boolean {
  if (!previous) return false;
  const editedPlan = previous.accepted?.[change.path]?.planned ?? previous.files[change.path];
  if (editedPlan === undefined) return false;
  return editedPlan !== reviewOf(change).planned;
}

/** The host already saw this very edit against this very plan (a first `--accept`). */
function wasReviewed(change: FileChange, previous: Manifest | undefined): boolean {
  const reviewed = previous?.reviewed?.[change.path];
  const now = reviewOf(change);
  return reviewed?.kept === now.kept && reviewed.planned === now.planned;
}

interface AcceptOutcome {
  changes: FileChange[];
  /** Requested files not accepted because the plan changed since the edit: shown, recorded. */
  reviews: FileChange[];
  /** The paths this request accepted. */
  accepted: string[];
}

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
  previous?: Manifest | undefined;
}): AcceptOutcome {
  const { changes, request, contradictions, previous } = params;
  const byPath = new Map(changes.map((change) => [change.path, change]));
  const accepted = new Set<string>();
  const reviews: FileChange[] = [];
  /** Accepts at once unless the plan changed since the edit and the host has not seen that. */
  const acceptOrReview = (change: FileChange, named: boolean) => {
    const confirmed = named && wasReviewed(change, previous);
    if (change.kind === 'kept-edited' && planChangedSinceEdit(change, previous) && !confirmed) {
      reviews.push(change);
    } else accepted.add(change.path);
  };
  if (request.all) {
    for (const change of changes) {
      if (change.kind === 'kept-edited' && !contradictions.has(change.path))
        acceptOrReview(change, false);
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
      if (change.kind === 'kept-edited' || change.kind === 'accepted') acceptOrReview(change, true);
      else throw new CliError(`--accept ${file}: nothing to accept, ${WHY_NOT[change.kind]}.`);
    }
  }
  return {
    changes: changes.map((change) =>
      accepted.has(change.path) ? { ...change, kind: 'accepted' } : change,
    ),
    reviews,
    accepted: [...accepted],
  };
}

/** The reviews the next manifest records, so a second `--accept` can confirm them. */
export function nextReviews(reviews: readonly FileChange[]): Record<string, AcceptedEdit> {
  return Object.fromEntries(reviews.map((change) => [change.path, reviewOf(change)]));
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
  previous?: Manifest | undefined;
}): { changes: FileChange[]; warnings: string[]; reviews: FileChange[]; accepted: string[] } {
  const contradictions = keptEditContradictions(params.changes, params.config);
  const { changes, reviews, accepted } = params.request
    ? acceptEdits({ ...params, request: params.request, contradictions })
    : { changes: [...params.changes], reviews: [], accepted: [] };
  return {
    reviews,
    accepted: accepted.filter((path) => !contradictions.has(path)),
    changes: changes.map((change) =>
      change.kind === 'accepted' && contradictions.has(change.path)
        ? { ...change, kind: 'kept-edited' }
        : change,
    ),
    warnings: [...contradictions.values()],
  };
}
