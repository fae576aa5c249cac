/**
 * Adding a view and a chain family, done in a test: a test registry extends the real one with a
 * Rewards view and a Tron family, the CLI plans a kit with them, and the generated module is
 * type-checked against the runtime's sources. The steps it takes are the checklists of
 * docs/extending.md.
 */
import {
  cpSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, test } from 'vitest';
import { REGISTRY } from '@wallet-kit/schemas';
import type { CapabilityRegistry, CaipNetwork, ResolvedConfig } from '@wallet-kit/schemas';
import { resolvePackagePaths } from '../self/package-paths.js';
import { planModule } from './plan.js';
import { readTemplates, type TemplateFile } from './templates.js';
import { resolvedTestConfig } from './testing/test-config.js';
import { VIEWS_WITH_REWARDS } from './testing/rewards-view.js';

const REPO = resolve(import.meta.dirname, '../../..');

/** The real registry plus a view and a chain family that exist only in this test. */
const TEST_REGISTRY: CapabilityRegistry = {
  views: VIEWS_WITH_REWARDS,
  chainFamilies: {
    ...REGISTRY.chainFamilies,
    tron: {
      title: 'Tron',
      adapter: { module: '@wallet-kit/runtime/tron', factory: 'createTronAdapter' },
      peerLibraries: [],
      send: true,
      balances: false,
      activity: false,
      names: false,
      signIn: false,
      swaps: false,
      walletCalls: ['signMessage'],
    },
  } as CapabilityRegistry['chainFamilies'],
};

/** The new view's template: it names itself as a router view, so the router must know it. */
const REWARDS_TEMPLATE: TemplateFile = {
  path: 'views/Rewards.tsx.hbs',
  source: [
    "import type { ViewName } from '@wallet-kit/runtime';",
    '',
    "const name: ViewName = 'Rewards';",
    '',
    'export function Rewards() {',
    '  return <p data-testid="wk-rewards">{name}</p>;',
    '}',
    '',
  ].join('\n'),
};

/** The new family's adapter module (`runtime/src/tron/index.ts` in a real addition). */
const TRON_ADAPTER = `
import type { ChainAdapter } from '@wallet-kit/runtime';

export function createTronAdapter(): ChainAdapter {
  return {
    namespace: 'tron',
    init() {},
    getConnectors: () => [],
    connect: () => Promise.reject(new Error('no Tron wallet in this test')),
    reconnect: () => Promise.resolve(null),
    disconnect: () => Promise.resolve(),
    switchNetwork: () => Promise.resolve(),
    getBalance: () => Promise.resolve(undefined),
    signMessage: () => Promise.reject(new Error('no Tron wallet in this test')),
    destroy() {},
  };
}
`;

const TRON_MAINNET = {
  id: '0x2b6653dc',
  caipNetworkId: 'tron:0x2b6653dc',
  chainNamespace: 'tron',
  name: 'Tron',
  nativeCurrency: { name: 'Tron', symbol: 'TRX', decimals: 6 },
  rpcUrls: { default: { http: ['https://api.trongrid.io/jsonrpc'] } },
  testnet: false,
} as unknown as CaipNetwork;

/**
 * A config with an EVM and a Tron network. The config schema knows only the real namespaces
 * (adding a family edits it too, see docs/extending.md), so the Tron network and the family's
 * default account type (`schemas/src/config/defaults.ts` in a real addition) are added after
 * parsing.
 */
function configWithTron(features: Record<string, boolean> = {}): ResolvedConfig {
  const config = resolvedTestConfig({
    networks: ['eip155:1'],
    enableWalletConnect: false,
    features,
  });
  return {
    ...config,
    networks: [...config.networks, TRON_MAINNET],
    defaultAccountTypes: { ...config.defaultAccountTypes, tron: 'eoa' },
  } as ResolvedConfig;
}

async function planWithTestRegistry(config: ResolvedConfig) {
  const templates = [
    ...(await readTemplates(resolvePackagePaths().templatesDir)),
    REWARDS_TEMPLATE,
  ];
  return planModule(config, { templates, registry: TEST_REGISTRY });
}

/**
 * The registry's id lists with the new ids added, as a contributor edits them: the view's head
 * in `VIEW_HEADS` and the namespace in `CHAIN_NAMESPACES`. The kit's types (the router's view
 * names, an adapter's namespace) derive from these lists, so the type-check needs them edited.
 */
function schemasWithNewIds(root: string): string {
  const copy = join(root, 'schemas-src');
  cpSync(join(REPO, 'schemas/src'), copy, {
    recursive: true,
    filter: (path) => !/\.test\.ts$|\/testing$/.test(path),
  });
  const edit = (file: string, from: string, to: string) => {
    const path = join(copy, file);
    const source = readFileSync(path, 'utf8');
    if (!source.includes(from)) throw new Error(`${file} no longer contains ${from}`);
    writeFileSync(path, source.replace(from, to));
  };
  edit(
    'registry/view-heads.ts',
    "  Pay: { title: 'Pay' },",
    "  Pay: { title: 'Pay' },\n  Rewards: { title: 'Rewards' },",
  );
  edit('registry/chain-namespaces.ts', "'cosmos'] as const;", "'cosmos', 'tron'] as const;");
  return join(copy, 'index.ts');
}

/** Type errors of the generated module and the new adapter (the rest is not what is tested). */
function typeErrors(root: string, files: { path: string; contents: string }[]): string[] {
  const kit = join(root, 'kit');
  for (const file of files) {
    mkdirSync(dirname(join(kit, file.path)), { recursive: true });
    writeFileSync(join(kit, file.path), file.contents);
  }
  const tronAdapter = join(root, 'tron/index.ts');
  mkdirSync(dirname(tronAdapter), { recursive: true });
  writeFileSync(tronAdapter, TRON_ADAPTER);
  // The host's dependencies (react and its types) resolve from the repository's node_modules.
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir');

  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    isolatedModules: true,
    noEmit: true,
    types: [],
    baseUrl: root,
    paths: {
      '@wallet-kit/schemas': [schemasWithNewIds(root)],
      '@wallet-kit/runtime': [join(REPO, 'runtime/src/index.ts')],
      '@wallet-kit/runtime/tron': [tronAdapter],
      '@wallet-kit/runtime/*': [join(REPO, 'runtime/src/*/index.ts')],
    },
  };
  const checked = [...files.map((file) => join(kit, file.path)), tronAdapter];
  const program = ts.createProgram(checked, options);
  return checked.flatMap((path) =>
    [
      ...program.getSyntacticDiagnostics(program.getSourceFile(path)),
      ...program.getSemanticDiagnostics(program.getSourceFile(path)),
    ].map((diagnostic) => {
      const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      return `${path.slice(root.length + 1)}:${line + 1} ${message}`;
    }),
  );
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('a view and a chain family added from a test registry', () => {
  test('the plan generates the new view and imports the new family adapter', async () => {
    const { files, warnings } = await planWithTestRegistry(configWithTron());
    const byPath = new Map(files.map((file) => [file.path, file.contents]));
    expect(byPath.get('views/Rewards.tsx')).toContain('data-testid="wk-rewards"');
    expect(byPath.get('WalletModalContent.tsx')).toContain("import('./views/Rewards')");
    const adapters = byPath.get('adapters.ts')!;
    expect(adapters).toContain("import { createTronAdapter } from '@wallet-kit/runtime/tron';");
    expect(adapters).toContain('createTronAdapter()');
    expect(warnings.join('\n')).not.toMatch(/tron/);
  });

  test('the new view follows its row: not generated when its rule does not hold', async () => {
    const { files } = await planWithTestRegistry(configWithTron({ send: false }));
    expect(files.map((file) => file.path)).not.toContain('views/Rewards.tsx');
  });

  test('the generated module with the new view and family type-checks', async () => {
    const { files } = await planWithTestRegistry(configWithTron());
    const root = mkdtempSync(join(tmpdir(), 'wallet-kit-registry-'));
    roots.push(root);
    expect(typeErrors(root, files)).toEqual([]);
  }, 180_000);
});
