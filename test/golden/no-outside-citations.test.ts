/**
 * A comment, a string, a test name or a page of the documentation must make sense to a reader
 * who has only this repository: it states its rule in its own words (or points to a file in
 * `docs/`), never a section of the product spec, a tracker issue number or a document kept
 * outside the repository. Lint suppressions are refused too: the project has no linter that
 * would read them.
 *
 * The patterns are assembled from pieces so that this file does not match itself.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The folders whose files a reader of the repository sees as its code and tests. */
const SOURCE_FOLDERS = [
  'runtime',
  'cli',
  'schemas',
  'server',
  'stack',
  'templates',
  'scripts',
  'bench',
  'examples',
  'test',
  'docs',
];
/** The repository's own pages outside those folders. */
const TOP_LEVEL_PAGES = ['README.md'];
const SOURCE = /\.(?:ts|tsx|mts|cts|hbs|js|mjs|cjs|md)$/;
/** Installed packages, build output, scratch copies, and the examples' generated kits (their templates are checked). */
const SKIPPED =
  /(^|\/)(node_modules|dist|\.out|\.cache|\.next|\.walletkit-demo)(\/|$)|^examples\/vite-app\/src\/wallet-kit\/|^examples\/next-app\/app\/wallet-kit\//;

const SECTION_SIGN = String.fromCharCode(0xa7);
/** The spec itself is caught by the first pattern; these are the other documents kept beside it. */
const OUTSIDE_DOCUMENTS = ['DES' + 'IGN', 'ST' + 'YLE'].join('|');

interface Citation {
  what: string;
  find: (line: string, file: string) => boolean;
}

const CITATIONS: Citation[] = [
  { what: 'the spec', find: (line) => new RegExp(`\\bSP${'EC'}\\b`).test(line) },
  { what: 'a spec section', find: (line) => line.includes(SECTION_SIGN) },
  { what: 'an issue number', find: (line) => new RegExp(`\\bissues? #?\\d`, 'i').test(line) },
  {
    what: 'a document outside the repository',
    find: (line) => new RegExp(`\\b(?:${OUTSIDE_DOCUMENTS})\\.md\\b|local-${'infra'}\\.md`).test(line),
  },
  {
    // A `shared` folder of the repository itself (schemas/src/shared) is fine to import.
    what: 'a folder outside the repository',
    find: (line, file) =>
      [...line.matchAll(new RegExp(`(?:\\.\\./)+${'sha'}red\\b`, 'g'))].some((match) => {
        const target = resolve(dirname(join(REPO_ROOT, file)), match[0]);
        return relative(REPO_ROOT, target).startsWith('..') || !existsSync(target);
      }),
  },
  { what: 'a lint suppression', find: (line) => line.includes('eslint' + '-disable') },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !SKIPPED.test(path))
    .sort();
}

/** `file:line: what it cites` for every line of `text` that cites something a reader lacks. */
function citationsIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    CITATIONS.filter(({ find }) => find(line, file)).map(
      ({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`,
    ),
  );
}

describe('comments, strings and test names cite nothing outside the repository', () => {
  test('each kind of citation is recognised, and a rule in its own words is not', () => {
    const cited = [
      `/** Sorted as ${'SP' + 'EC'}.md says. */`,
      `// ${SECTION_SIGN}4: the URI expires after 4 minutes.`,
      `it('resets the form (${'iss' + 'ue'} 4)', () => {});`,
      `/** See ${'DES' + 'IGN'}.md boundary 1. */`,
      `// read ${'../../../' + 'sha'}red/notes first`,
      `// ${'eslint' + '-disable'}-next-line no-control-regex`,
    ];
    for (const line of cited) expect(citationsIn('runtime/src/core/x.ts', line)).toHaveLength(1);
    const ownWords = [
      '/** The URI expires 4 minutes after it is set; see docs/decisions.md. */',
      `import { strictObject } from '${'../' + 'shared'}/strict-object.js';`,
      `const ${'SP' + 'EC'}IFIER = /from/;`,
      "ctx.addIssue({ code: 'custom' });",
    ];
    for (const line of ownWords) {
      expect(citationsIn('schemas/src/config/x.ts', line)).toEqual([]);
    }
  });

  test('no source, template, script, example, test or documentation file cites the spec, an issue or an outside document', () => {
    const files = [...SOURCE_FOLDERS.flatMap(sourceFiles), ...TOP_LEVEL_PAGES];
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/security.md');
    expect(files).toContain('docs/decisions.md');
    expect(files).toContain('server/README.md');
    const found = files.flatMap((file) =>
      citationsIn(file, readFileSync(join(REPO_ROOT, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
