/**
 * What a chain family can do is written in its registry row only. A hand-written list of
 * namespaces elsewhere (an array or set of namespace literals, a chain of comparisons against
 * several namespaces, an object of per-namespace yes/no flags) drifts from the registry the
 * day a family gains a capability, so the sources of the packages must not contain one.
 * Type unions are fine: they fail to compile rather than drift.
 */
import { describe, expect, test } from 'vitest';
import { CHAIN_NAMESPACES } from './chain-families.js';
import { isTestFile, listRepoFiles, readRepoFile } from './testing/repository.js';

const NS = `(?:${CHAIN_NAMESPACES.join('|')})`;
const NAMESPACE_LITERAL = new RegExp(`^(['"\`])${NS}\\1$`);

/** An array literal whose elements are all string literals, e.g. `['eip155', 'solana']`. */
const STRING_ARRAY = /\[\s*((?:(?:'[^'\n]*'|"[^"\n]*")\s*,\s*)*(?:'[^'\n]*'|"[^"\n]*")\s*,?\s*)\]/g;

const NAMESPACE_LISTS: { shape: string; find: (source: string) => string | undefined }[] = [
  {
    shape: 'an array (or set) of namespace literals',
    find: (source) =>
      [...source.matchAll(STRING_ARRAY)]
        .map((match) => match[0])
        .find((array) =>
          (array.match(/'[^']*'|"[^"]*"/g) ?? []).some((item) => NAMESPACE_LITERAL.test(item)),
        ),
  },
  {
    shape: 'comparisons against several namespaces',
    find: (source) =>
      new RegExp(
        `[!=]==?\\s*(['"])${NS}\\1\\s*(?:&&|\\|\\|)\\s*[\\w.?]+\\s*[!=]==?\\s*(['"])${NS}\\2`,
      ).exec(source)?.[0],
  },
  {
    shape: 'an object of per-namespace flags',
    find: (source) =>
      new RegExp(`\\b${NS}\\s*:\\s*(?:true|false)\\s*,\\s*${NS}\\s*:\\s*(?:true|false)\\b`).exec(
        source,
      )?.[0],
  },
];

/** The package sources (tests and test helpers aside) outside the registry itself. */
const SOURCES = ['runtime/src', 'cli/src', 'schemas/src', 'server/src']
  .flatMap((dir) => listRepoFiles(dir, (path) => /\.(ts|tsx|mts)$/.test(path)))
  .filter((path) => !isTestFile(path) && !path.startsWith('schemas/src/registry/'));

function namespaceLists(source: string): string[] {
  return NAMESPACE_LISTS.flatMap(({ shape, find }) => {
    const found = find(source);
    return found === undefined ? [] : [`${shape}: ${found.replace(/\s+/g, ' ')}`];
  });
}

describe('chain-family capabilities live in the registry only', () => {
  test('each shape of hand-written namespace list is recognised', () => {
    expect(namespaceLists("const SEND = ['eip155', 'solana'];")).toHaveLength(1);
    expect(namespaceLists("new Set([\n  'solana',\n])")).toHaveLength(1);
    expect(namespaceLists("if (ns !== 'eip155' && ns !== 'solana') throw e;")).toHaveLength(1);
    expect(namespaceLists('const can = { eip155: true, solana: false };')).toHaveLength(1);
  });

  test('type unions, single comparisons and other string arrays are not lists', () => {
    expect(namespaceLists("type Ns = 'eip155' | 'solana';")).toEqual([]);
    expect(namespaceLists("if (namespace === 'eip155') return 1;")).toEqual([]);
    expect(namespaceLists("const methods = ['eth_sign', 'personal_sign'];")).toEqual([]);
    expect(namespaceLists("connect({ chain: 'eip155' })")).toEqual([]);
  });

  test('no source file of runtime, cli, schemas or server lists namespaces outside the registry', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    const found = SOURCES.flatMap((path) =>
      namespaceLists(readRepoFile(path)).map((list) => `${path}: ${list}`),
    );
    expect(found).toEqual([]);
  });
});
