import { createTwoFilesPatch } from 'diff';
import type { FileChange } from '../manifest/changes.js';
import type { Colors } from './colors.js';

/** A git-style unified diff of one change, coloured line by line. */
export function unifiedDiff(change: FileChange, colors: Colors): string {
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
