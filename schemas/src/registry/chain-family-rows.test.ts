/**
 * The chain-family rows and the runtime agree: the "Checked rules of a chain family" in
 * docs/extending.md, one test each (the list and these tests are kept equal).
 */
import { describe, expect, test } from 'vitest';
import { NETWORK_CATALOGUE } from '../networks/catalogue.js';
import {
  CHAIN_FAMILIES,
  CHAIN_NAMESPACES,
  isFamilySupported,
  WALLETCONNECT_CONNECTOR,
  type ChainFamilyRow,
} from './chain-families.js';
import { checklist, isTestFile, listRepoFiles, readRepoFile } from './testing/repository.js';

const rows = Object.entries(CHAIN_FAMILIES as Record<string, ChainFamilyRow>);
const withAdapter = rows.filter(([, row]) => row.adapter !== undefined);

interface RuntimeManifest {
  exports: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const runtimeManifest = () => JSON.parse(readRepoFile('runtime/package.json')) as RuntimeManifest;

/** `@wallet-kit/runtime/eip155` → `eip155`. */
const subpathOf = (module: string) => module.slice('@wallet-kit/runtime/'.length);

/** The npm packages the non-test files of a runtime folder import (`viem/actions` → `viem`). */
function importedPackages(folder: string): string[] {
  const packages = new Set<string>();
  for (const file of listRepoFiles(`runtime/src/${folder}`, (path) => !isTestFile(path))) {
    const source = readRepoFile(file);
    for (const match of source.matchAll(
      /^(?:import|export)[^'";]*?from\s+'([^'.][^']*)'|import\('([^'.][^']*)'\)/gm,
    )) {
      const specifier = match[1] ?? match[2]!;
      if (specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return [...packages].sort();
}

/** What an adapter folder needs from the host: its imports beyond the runtime's own dependencies. */
function peerImports(folder: string): string[] {
  const own = new Set(Object.keys(runtimeManifest().dependencies ?? {}));
  return importedPackages(folder).filter((name) => !own.has(name) && name !== 'react');
}

const STEPS: Record<string, () => void> = {
  'The namespace is in `CHAIN_NAMESPACES` and has a row in `CHAIN_FAMILIES` (`schemas/src/registry/chain-families.ts`), in the same order, saying what it can do.':
    () => {
      // The CLI plans adapters in row order.
      expect(rows.map(([namespace]) => namespace)).toEqual([...CHAIN_NAMESPACES]);
      for (const [namespace, row] of rows) {
        expect(row.title.trim(), namespace).not.toBe('');
        // A family the kit cannot connect can do nothing else either.
        if (!isFamilySupported(namespace as (typeof CHAIN_NAMESPACES)[number])) {
          expect([row.send, row.balances, row.activity, row.names, row.signIn], namespace).toEqual([
            false,
            false,
            false,
            false,
            false,
          ]);
        }
      }
    },
  "The row's adapter module is a subpath export of `@wallet-kit/runtime` built from `runtime/src/<namespace>/index.ts`, which exports the row's factory.":
    () => {
      const { exports } = runtimeManifest();
      for (const [namespace, row] of withAdapter) {
        const subpath = subpathOf(row.adapter!.module);
        expect(subpath, namespace).toBe(namespace);
        // The build writes src/<folder>/index.ts to dist/<folder>/index.js, file for file.
        expect(
          (exports as Record<string, { import?: string }>)[`./${subpath}`]?.import,
          row.adapter!.module,
        ).toBe(`./dist/${subpath}/index.js`);
        const index = readRepoFile(`runtime/src/${subpath}/index.ts`);
        expect(index, `${subpath}/index.ts exports ${row.adapter!.factory}`).toMatch(
          new RegExp(`export \\{[^}]*\\b${row.adapter!.factory}\\b`),
        );
      }
      expect(Object.keys(exports)).toContain(`./${subpathOf(WALLETCONNECT_CONNECTOR.module)}`);
    },
  "The row's peer libraries are exactly the npm packages `runtime/src/<namespace>/` imports beyond the runtime's own dependencies, and each is an optional peer dependency of the runtime.":
    () => {
      const manifest = runtimeManifest();
      const connectors: [string, readonly string[]][] = [
        ...withAdapter.map(([, row]): [string, readonly string[]] => [
          subpathOf(row.adapter!.module),
          row.peerLibraries,
        ]),
        [subpathOf(WALLETCONNECT_CONNECTOR.module), WALLETCONNECT_CONNECTOR.peerLibraries],
      ];
      for (const [folder, peerLibraries] of connectors) {
        expect(peerImports(folder), `runtime/src/${folder}`).toEqual([...peerLibraries].sort());
        for (const name of peerLibraries) {
          expect(manifest.peerDependencies?.[name], `${name} is a peer`).toBeDefined();
          expect(manifest.peerDependenciesMeta?.[name]?.optional, `${name} is optional`).toBe(true);
        }
      }
    },
  'A row with a WalletConnect namespace is one that `WalletConnectAdapterNamespace` in `runtime/src/walletconnect/adapter.ts` accepts.':
    () => {
      const source = readRepoFile('runtime/src/walletconnect/adapter.ts');
      const union = /export type WalletConnectAdapterNamespace = ([^;]+);/.exec(source)?.[1] ?? '';
      const accepted = [...union.matchAll(/'([^']+)'/g)].map((match) => match[1]);
      const served = rows.flatMap(([, row]) => row.walletConnectNamespace ?? []);
      expect(accepted.sort()).toEqual(served.sort());
    },
  'The network catalogue (`schemas/src/networks/`) has at least one network of every family the kit can connect.':
    () => {
      for (const namespace of CHAIN_NAMESPACES.filter((ns) => isFamilySupported(ns))) {
        expect(
          NETWORK_CATALOGUE.some((network) => network.chainNamespace === namespace),
          namespace,
        ).toBe(true);
      }
    },
};

describe('the checked rules of a chain family (docs/extending.md)', () => {
  test('the list in docs/extending.md is exactly the rules checked here', () => {
    expect(checklist('docs/extending.md', 'Checked rules of a chain family')).toEqual(
      Object.keys(STEPS),
    );
  });

  for (const [step, check] of Object.entries(STEPS)) test(step, check);
});
