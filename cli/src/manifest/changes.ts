/**
 * Compares the planned module with what is on disk and what the manifest says was generated,
 * and decides per file what a run does. Pure: the disk contents are passed in.
 */
import { sha256 } from './hash.js';
import type { AcceptedEdit, Manifest } from './manifest.js';
import type { PlannedFile } from '../plan/planned-file.js';

/**
 * `kept-edited`: the host edited the file and it differs from what the generator plans now;
 * `accepted`: an edit the host accepted (`generate --accept`) that still stands.
 */
export type ChangeKind = 'add' | 'update' | 'remove' | 'unchanged' | 'kept-edited' | 'accepted';

export interface FileChange {
  path: string;
  kind: ChangeKind;
  /** The file on disk is not what the generator last wrote (the host edited or created it). */
  edited: boolean;
  /** Contents on disk now (absent when the file does not exist). */
  before?: string;
  /** Contents the generator plans (absent for a removal). */
  after?: string;
}

export interface ComputeChangesInput {
  planned: readonly PlannedFile[];
  /** The manifest of the previous run, if there is a usable one. */
  previous: Manifest | undefined;
  /** Contents on disk of every planned path and every path of the previous manifest. */
  disk: ReadonlyMap<string, string | undefined>;
  /** Overwrite or remove files the host edited. */
  force: boolean;
}

function isUntouched(path: string, contents: string, previous: Manifest | undefined): boolean {
  return previous?.files[path] === sha256(contents);
}

/** The host accepted this very edit while the generator planned `planned` (null: nothing). */
function isAcceptedEdit(
  path: string,
  contents: string,
  planned: string | undefined,
  previous: Manifest | undefined,
): boolean {
  const accepted = previous?.accepted?.[path];
  if (!accepted || accepted.kept !== sha256(contents)) return false;
  return accepted.planned === (planned === undefined ? null : sha256(planned));
}

function changeForPlannedFile(file: PlannedFile, input: ComputeChangesInput): FileChange {
  const before = input.disk.get(file.path);
  const base = { path: file.path, before, after: file.contents };
  // A generated file the host deleted is simply generated again.
  if (before === undefined) return { ...base, kind: 'add', edited: false };
  if (before === file.contents) return { ...base, kind: 'unchanged', edited: false };
  if (isUntouched(file.path, before, input.previous))
    return { ...base, kind: 'update', edited: false };
  if (input.force) return { ...base, kind: 'update', edited: true };
  if (isAcceptedEdit(file.path, before, file.contents, input.previous))
    return { ...base, kind: 'accepted', edited: true };
  // Edited by the host, or a host file that happens to sit where a generated file goes.
  return { ...base, kind: 'kept-edited', edited: true };
}

function changeForObsoleteFile(path: string, input: ComputeChangesInput): FileChange | undefined {
  const before = input.disk.get(path);
  if (before === undefined) return undefined;
  if (isUntouched(path, before, input.previous))
    return { path, kind: 'remove', edited: false, before };
  if (input.force) return { path, kind: 'remove', edited: true, before };
  if (isAcceptedEdit(path, before, undefined, input.previous))
    return { path, kind: 'accepted', edited: true, before };
  return { path, kind: 'kept-edited', edited: true, before };
}

export function computeChanges(input: ComputeChangesInput): FileChange[] {
  const plannedPaths = new Set(input.planned.map((file) => file.path));
  const changes = input.planned.map((file) => changeForPlannedFile(file, input));
  for (const path of Object.keys(input.previous?.files ?? {})) {
    if (plannedPaths.has(path)) continue;
    const change = changeForObsoleteFile(path, input);
    if (change) changes.push(change);
  }
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The hashes the next manifest records. A file kept because the host edited it keeps the hash
 * the generator last wrote, so it is still recognised as edited next time (and as untouched if
 * the host reverts the edit).
 */
export function nextManifestFiles(
  changes: readonly FileChange[],
  previous: Manifest | undefined,
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const change of changes) {
    if (change.kind === 'remove') continue;
    if (change.kind === 'kept-edited' || change.kind === 'accepted') {
      const previousHash = previous?.files[change.path];
      if (previousHash) files[change.path] = previousHash;
      continue;
    }
    if (change.after !== undefined) files[change.path] = sha256(change.after);
  }
  return files;
}

/** The accepted edits the next manifest records: one per change of kind `accepted`. */
export function nextAcceptedEdits(changes: readonly FileChange[]): Record<string, AcceptedEdit> {
  const accepted: Record<string, AcceptedEdit> = {};
  for (const change of changes) {
    if (change.kind !== 'accepted' || change.before === undefined) continue;
    accepted[change.path] = {
      kept: sha256(change.before),
      planned: change.after === undefined ? null : sha256(change.after),
    };
  }
  return accepted;
}
