/**
 * Whether a feature is on is decided in one place, `featureActive` (feature-active.ts): a
 * source file that reads a feature switch of the config itself (`config.features.email &&`,
 * `config.socials.length > 0`) would decide it with a formula of its own, which drifts from the
 * registry's rows (built, endpoint) the day one of them changes.
 */
import { describe, expect, test } from 'vitest';
import { SWITCH_IDS } from './feature-active.js';
import { isTestFile, listRepoFiles, readRepoFile } from './testing/repository.js';

/** Sources that ship in a package or generate one; tests may set up switches as they like. */
const SOURCE_DIRS = ['schemas/src', 'runtime/src', 'cli/src', 'server/src', 'stack/src'];

/**
 * Files allowed to read a switch: the decision itself, the reader of a switch as written (which
 * the decision calls first, and which is the decision on the generated config, whose switches
 * the decision wrote), and the schema rule that validates what a config asks for (a legal
 * checkbox needs its links whether or not the kit shows it).
 */
const ALLOWED = new Set([
  'schemas/src/registry/feature-active.ts',
  'schemas/src/registry/switched-on.ts',
  'schemas/src/config/legal.ts',
]);

const featureIds = SWITCH_IDS.filter((id) => id !== 'socials').join('|');
const SWITCH_READS = [
  new RegExp(`\\bfeatures\\??\\.(${featureIds})\\b`),
  /\bconfig\??\.features\s*\??\.?\[/,
  /\bconfig\??\.socials\??\.length\b/,
];

/** The source's code lines, without comments and strings (either may name a switch). */
function codeLines(text: string): { line: number; code: string }[] {
  const withoutBlocks = text.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '));
  return withoutBlocks.split('\n').map((code, index) => ({
    line: index + 1,
    code: code.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, "''").replace(/\/\/.*$/, ''),
  }));
}

describe('one rule for whether a feature is on', () => {
  test('only featureActive reads a feature switch of the config', () => {
    const files = SOURCE_DIRS.flatMap((dir) =>
      listRepoFiles(dir, (path) => /\.tsx?$/.test(path) && !isTestFile(path)),
    );
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((path) => !ALLOWED.has(path))
      .flatMap((path) =>
        codeLines(readRepoFile(path))
          .filter(({ code }) => SWITCH_READS.some((pattern) => pattern.test(code)))
          .map(({ line, code }) => `${path}:${line}: ${code.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
