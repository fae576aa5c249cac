import { createRequire } from 'node:module';
import type * as Diff from 'diff';
import type { FileChange } from '../manifest/changes.js';
import type { Colors } from './colors.js';

// Required when a diff is printed (--dry-run), so runs that print none do not load the library.
const require = createRequire(import.meta.url);

/** A git-style unified diff of one change, coloured line by line. */
export function unifiedDiff(change: FileChange, colors: Colors): string {
  const { createTwoFilesPatch } = require('diff') as typeof Diff;
  const oldName = change.before === undefined ? '/dev/null' : `a/${change.path}`;
  const newName = change.after === undefined ? '/dev/null' : `b/${change.path}`;
  const patch = createTwoFilesPatch(
    oldName,
    newName,
    change.before ?? '',
    change.after ?? '',
    undefined,
    undefined,
    { context: 3 },
  );
  return (
    patch
      .split('\n')
      // The first line of the patch library ("Index: ...", "====") is noise next to ---/+++.
      .filter((line) => !line.startsWith('Index:') && !/^=+$/.test(line))
      .map((line) => {
        if (line.startsWith('+++') || line.startsWith('---')) return colors.bold(line);
        if (line.startsWith('+')) return colors.green(line);
        if (line.startsWith('-')) return colors.red(line);
        if (line.startsWith('@@')) return colors.cyan(line);
        return line;
      })
      .join('\n')
      .trimEnd()
  );
}
