/** How a generate run is told to the host developer, per mode. */
import { join, relative } from 'node:path';
import type { ChangeKind, FileChange } from '../manifest/changes.js';
import type { GenerateResult } from '../generate/generate.js';
import { MANIFEST_FILE } from '../manifest/manifest.js';
import type { Colors } from './colors.js';
import type { Printer } from './printer.js';
import { unifiedDiff } from './unified-diff.js';

const LABELS: Record<ChangeKind, { mark: string; label: string; color: keyof Colors }> = {
  add: { mark: '+', label: 'add', color: 'green' },
  update: { mark: '~', label: 'update', color: 'yellow' },
  remove: { mark: '-', label: 'remove', color: 'red' },
  unchanged: { mark: '=', label: 'unchanged', color: 'dim' },
  'kept-edited': { mark: '!', label: 'kept-edited', color: 'magenta' },
  accepted: { mark: '=', label: 'accepted', color: 'dim' },
};

function changeLine(change: FileChange, colors: Colors): string {
  const { mark, label, color } = LABELS[change.kind];
  const forced =
    change.edited && change.kind !== 'kept-edited' && change.kind !== 'accepted'
      ? ' (edited, --force)'
      : '';
  return `  ${colors[color](`${mark} ${label.padEnd(11)}`)} ${change.path}${forced}`;
}

function count(changes: readonly FileChange[], kind: ChangeKind): number {
  return changes.filter((change) => change.kind === kind).length;
}

function displayPath(path: string): string {
  return relative(process.cwd(), path) || '.';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function printKeptEdited(result: GenerateResult, printer: Printer): void {
  const kept = result.changes.filter((change) => change.kind === 'kept-edited');
  if (kept.length === 0) return;
  printer.warn(
    `kept ${plural(kept.length, 'file')} you edited: ${kept.map((c) => c.path).join(', ')}. ` +
      'See the differences with --dry-run; overwrite with --force; keep an edit on purpose ' +
      'with --accept <file> (or --accept-all).',
  );
}

/**
 * What `--accept` did: each recorded edit by name, and each edit it did not record because the
 * config (or a template) changed the file since the edit — with what the plan wanted.
 */
function printAccepts(result: GenerateResult, printer: Printer): void {
  const { colors } = printer;
  const manifest = displayPath(join(result.outDir, MANIFEST_FILE));
  for (const path of result.acceptedNow) {
    printer.info(
      `  ${colors.dim('= accepted')} ${path}: your edit is recorded in ${manifest} as intended; ` +
        '`--check` passes until the config or a template changes this file again.',
    );
  }
  for (const change of result.acceptReviews) {
    printer.warn(
      `${change.path}: not accepted. Since your edit, the config or a template changed what ` +
        'this file should be; accepting would drop that change. What the config wants now ' +
        '(your file → the planned one):',
    );
    printer.info(unifiedDiff(change, colors));
    printer.info(
      `Keep your edit anyway: run \`npx create-wallet-kit generate --accept ${change.path}\` again` +
        " (it records this very edit against this very plan). Take the config's version: " +
        '`npx create-wallet-kit generate --force`.',
    );
  }
}

function printWrite(result: GenerateResult, printer: Printer): void {
  const { colors } = printer;
  const where = displayPath(result.outDir);
  const touched = result.changes.filter(
    (change) => change.kind !== 'unchanged' && change.kind !== 'accepted',
  );
  touched.forEach((change) => printer.info(changeLine(change, colors)));
  const changed = count(touched, 'add') + count(touched, 'update') + count(touched, 'remove');
  if (changed === 0 && result.manifestStatus === 'current') {
    printer.info(`${colors.green('✔')} ${where} is up to date.`);
  } else {
    printer.info(
      `${colors.green('✔')} Generated ${where}: ${count(touched, 'add')} added, ` +
        `${count(touched, 'update')} updated, ${count(touched, 'remove')} removed, ` +
        `${count(result.changes, 'unchanged')} unchanged.`,
    );
  }
  printAccepts(result, printer);
  printKeptEdited(result, printer);
}

/** Why --check fails, one line per file. */
function staleReasons(result: GenerateResult): string[] {
  const interrupted =
    result.interruptedWrites > 0
      ? [
          `an earlier write was interrupted (${plural(result.interruptedWrites, 'staging folder')}` +
            ' left): some files may be from the old module, some from the new; run ' +
            '`npx create-wallet-kit generate` to finish it',
        ]
      : [];
  const reasons = result.changes.flatMap((change): string[] => {
    switch (change.kind) {
      case 'add':
        return [`${change.path} is missing`];
      case 'update':
        return [`${change.path} is out of date`];
      case 'remove':
        return [`${change.path} is no longer generated and would be removed`];
      case 'kept-edited':
        return [`${change.path} was edited by hand`];
      case 'unchanged':
      case 'accepted':
        return [];
    }
  });
  if (result.manifestStatus !== 'current' && reasons.length === 0) {
    reasons.push(
      `${MANIFEST_FILE} is ${result.manifestStatus === 'missing' ? 'missing' : 'out of date'}`,
    );
  }
  return [...interrupted, ...reasons];
}

function printCheck(result: GenerateResult, printer: Printer): void {
  const { colors } = printer;
  const where = displayPath(result.outDir);
  if (result.upToDate) {
    printer.info(
      `${colors.green('✔')} ${where} is up to date with ${displayPath(result.configPath)}.`,
    );
    return;
  }
  printer.info(
    `${colors.red('✖')} ${where} is not up to date with ${displayPath(result.configPath)}:`,
  );
  staleReasons(result).forEach((reason) => printer.info(`  ${reason}`));
  const edited = count(result.changes, 'kept-edited') > 0;
  printer.info(
    `Run \`npx create-wallet-kit generate${edited ? ' --force' : ''}\` to regenerate it` +
      (edited
        ? ' (--force overwrites your edits), or keep an edit with `generate --accept <file>`.'
        : '.'),
  );
}

function printDryRun(result: GenerateResult, printer: Printer): void {
  const { colors } = printer;
  printer.info(`Plan for ${displayPath(result.outDir)}:`);
  result.changes.forEach((change) => printer.info(changeLine(change, colors)));
  if (result.manifestStatus !== 'current') {
    const kind = result.manifestStatus === 'missing' ? 'add' : 'update';
    printer.info(changeLine({ path: MANIFEST_FILE, kind, edited: false }, colors));
  }
  for (const change of result.changes) {
    if (change.kind === 'unchanged' || change.kind === 'accepted') continue;
    if (change.kind === 'kept-edited') {
      printer.info(colors.dim(`\n# ${change.path} is kept; --force would apply:`));
    } else {
      printer.info('');
    }
    printer.info(unifiedDiff(change, colors));
  }
  printer.info(`\nDry run: nothing was written.`);
}

export function printResult(result: GenerateResult, printer: Printer): void {
  result.warnings.forEach((warning) => printer.warn(warning));
  if (result.recoveredWrites > 0) {
    printer.warn(
      `an earlier run was interrupted while writing; its changes were rolled back ` +
        `(${plural(result.recoveredWrites, 'staging folder')}).`,
    );
  }
  if (result.interruptedWrites > 0 && result.mode === 'dry-run') {
    printer.warn(
      `an earlier write was interrupted (${plural(result.interruptedWrites, 'staging folder')} ` +
        'left); the next `generate` rolls it back before writing.',
    );
  }
  if (result.mode === 'check') printCheck(result, printer);
  else if (result.mode === 'dry-run') printDryRun(result, printer);
  else printWrite(result, printer);
}
