import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { decidedSwitches, REGISTRY, type WalletKitConfigInput } from '@wallet-kit/schemas';
import type { CapabilityRegistry, CaipNetworkId, ResolvedConfig } from '@wallet-kit/schemas';
import { resolvePackagePaths } from '../self/package-paths.js';
import { plan, planModule } from './plan.js';
import { readTemplates, type TemplateFile } from './templates.js';
import { resolvedTestConfig } from './testing/test-config.js';

const resolve = (overrides: Partial<WalletKitConfigInput> = {}): ResolvedConfig =>
  resolvedTestConfig({ networks: ['eip155:1'], ...overrides });

/** This engineer's templates only, so these tests do not move with the view templates. */
async function cliTemplates(): Promise<TemplateFile[]> {
  const all = await readTemplates(resolvePackagePaths().templatesDir);
  return all.filter((t) => ['index.ts.hbs', 'config.ts.hbs', 'adapters.ts.hbs'].includes(t.path));
}

const VIEW_TEMPLATES: TemplateFile[] = [
  { path: 'views/Connect.tsx.hbs', source: 'export const Connect = () => null;\n' },
  { path: 'views/Networks.tsx.hbs', source: 'export const Networks = () => null;\n' },
  { path: 'views/Send.tsx.hbs', source: 'export const Send = () => null;\n' },
  {
    path: 'theme.css.hbs',
    source: '[data-wk] { --wk-accent: {{cssValue config.theme.variables.accent}}; }',
  },
];

const options = (templates: TemplateFile[]) => ({ templates, generatorVersion: '9.9.9' });

describe('plan', () => {
  test('plan is pure: the same config gives the same files', async () => {
    const templates = [...(await cliTemplates()), ...VIEW_TEMPLATES];
    const config = resolve({ networks: ['eip155:1', 'eip155:10'] });
    const first = await plan(config, options(templates));
    const second = await plan(structuredClone(config), options(templates));
    expect(second).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
  });

  test('a view template is rendered only when its view is enabled', async () => {
    // Send is a feature view (default on): turned off here, it must not be rendered.
    const single = await plan(resolve({ features: { send: false } }), options(VIEW_TEMPLATES));
    expect(single.map((file) => file.path)).toEqual(['theme.css', 'views/Connect.tsx']);
    const many = await plan(
      resolve({ networks: ['eip155:1', 'eip155:10'], features: { send: false } }),
      options(VIEW_TEMPLATES),
    );
    expect(many.map((file) => file.path)).toEqual([
      'theme.css',
      'views/Connect.tsx',
      'views/Networks.tsx',
    ]);
  });

  test('every other template renders to its path without .hbs, formatted', async () => {
    const files = await plan(resolve(), options(VIEW_TEMPLATES));
    expect(files.find((file) => file.path === 'theme.css')?.contents).toBe(
      '[data-wk] {\n  --wk-accent: #3396ff;\n}\n',
    );
  });

  test('config.ts holds the validated config, each switch as active or not, as a typed literal', async () => {
    const config = resolve();
    const files = await plan(config, options(await cliTemplates()));
    const configFile = files.find((file) => file.path === 'config.ts')!.contents;
    expect(configFile).toContain('export const config: ResolvedConfig = {');
    const literal = configFile.slice(
      configFile.indexOf('= {') + 2,
      configFile.lastIndexOf('}') + 1,
    );
    // The literal evaluates back to the validated config, its switches as the kit applies them.
    const written = new Function(`return (${literal});`)();
    expect(written).toEqual({ ...config, ...decidedSwitches(config) });
    // Social logins without the wallet service are left out: written as none, so the kit,
    // which reads the switches as written, shows no social button.
    expect(config.socials.length).toBeGreaterThan(0);
    expect(config.endpoints.embeddedWalletUrl).toBeUndefined();
    expect(written.socials).toEqual([]);
  });

  test('adapters.ts imports only the adapters of the configured chain families', async () => {
    const files = await plan(
      resolve({ enableWalletConnect: false }),
      options(await cliTemplates()),
    );
    const adapters = files.find((file) => file.path === 'adapters.ts')!.contents;
    expect(adapters).toContain("import { createEip155Adapter } from '@wallet-kit/runtime/eip155';");
    expect(adapters).toContain('return [createEip155Adapter()];');
    expect(adapters).not.toMatch(/solana|walletconnect/);
  });

  test('a chain family without an adapter or WalletConnect namespace is skipped with a warning', async () => {
    const config = resolve({
      networks: ['eip155:1', 'polkadot:91b171bb158e2d3848fa23a9f1c25182'],
      enableWalletConnect: false,
    });
    const {
      walletConnectNamespace: _wc,
      adapter: _adapter,
      ...polkadot
    } = REGISTRY.chainFamilies.polkadot;
    const registry: CapabilityRegistry = {
      ...REGISTRY,
      chainFamilies: { ...REGISTRY.chainFamilies, polkadot },
    };
    const { files, warnings } = await planModule(config, {
      ...options(await cliTemplates()),
      registry,
    });
    expect(files.find((file) => file.path === 'adapters.ts')!.contents).not.toContain('polkadot');
    expect(warnings).toEqual([expect.stringContaining('polkadot networks are configured')]);
  });

  test('with WalletConnect on, Bitcoin, Polkadot and Cosmos connect through the shared client', async () => {
    const config = resolve({
      networks: [
        'eip155:1',
        'bip122:000000000019d6689c085ae165831e93',
        'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        'cosmos:cosmoshub-4',
      ],
    });
    const { files } = await planModule(config, options(await cliTemplates()));
    const adapters = files.find((file) => file.path === 'adapters.ts')!.contents;
    for (const namespace of ['bip122', 'polkadot', 'cosmos']) {
      expect(adapters).toContain(`createWalletConnectAdapterOnUse(walletConnect, '${namespace}')`);
    }
  });

  test('an eip155-only kit imports none of the Bitcoin, Polkadot or Cosmos adapters', async () => {
    const files = await plan(resolve({ networks: ['eip155:1'] }), options(await cliTemplates()));
    const generated = files.map((file) => file.contents).join('\n');
    expect(generated).not.toMatch(/runtime\/(bip122|polkadot|cosmos)|Bip122|Polkadot|Cosmos/);
  });

  test.each([
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', 'createPolkadotAdapter'],
    ['cosmos:cosmoshub-4', 'cosmos', 'createCosmosAdapter'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', 'createBip122Adapter'],
  ])(
    'a %s network gets its browser-wallet adapter (@wallet-kit/runtime/%s), WalletConnect off or on',
    async (network, subpath, factory) => {
      for (const enableWalletConnect of [false, true]) {
        const config = resolve({
          networks: ['eip155:1', network as CaipNetworkId],
          enableWalletConnect,
        });
        const { files, warnings } = await planModule(config, options(await cliTemplates()));
        const adapters = files.find((file) => file.path === 'adapters.ts')!.contents;
        expect(adapters).toContain(`import { ${factory} } from '@wallet-kit/runtime/${subpath}';`);
        expect(adapters).toContain(`${factory}()`);
        expect(warnings).toEqual([]);
      }
    },
  );

  test('a solana network gets the Solana adapter (@wallet-kit/runtime/solana)', async () => {
    const config = resolve({
      networks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      enableWalletConnect: false,
    });
    const { files, warnings } = await planModule(config, options(await cliTemplates()));
    const adapters = files.find((file) => file.path === 'adapters.ts')!.contents;
    expect(adapters).toContain("import { createSolanaAdapter } from '@wallet-kit/runtime/solana';");
    expect(adapters).toContain('createSolanaAdapter()');
    expect(warnings).toEqual([]);
  });

  test('with WalletConnect on, one client is shared by the WalletConnect adapter of each family', async () => {
    const config = resolve({ networks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] });
    const { files, warnings } = await planModule(config, options(await cliTemplates()));
    const adapters = files.find((file) => file.path === 'adapters.ts')!.contents;
    // Its code is fetched on use, not with the page (runtime/src/walletconnect/client-on-use.ts).
    expect(adapters.match(/createWalletConnectOnUse\(/g)).toHaveLength(1);
    expect(adapters).toMatch(
      /combineAdapters\(\s*createEip155Adapter\(\),\s*createWalletConnectAdapterOnUse\(walletConnect, 'eip155'\),?\s*\)/,
    );
    // A family without an adapter of its own still connects through WalletConnect.
    expect(adapters).toContain("createWalletConnectAdapterOnUse(walletConnect, 'solana')");
    expect(adapters).toContain('relayUrl: config.endpoints.relayUrl');
    expect(warnings).toEqual([]);
    // The SDK itself is never imported by the generated code: the runtime loads it on demand.
    expect(adapters).not.toContain('@walletconnect/');
  });

  test('imports the rendered code does not use are removed', async () => {
    const templates: TemplateFile[] = [
      {
        path: 'Modal.tsx.hbs',
        source: [
          "import { Connect } from './views/Connect';",
          "import { Networks } from './views/Networks';",
          'export const Modal = () => (<>{{#each views}}{{#if (eq this "Connect")}}<Connect />{{/if}}{{#if (eq this "Networks")}}<Networks />{{/if}}{{/each}}</>);',
        ].join('\n'),
      },
    ];
    const [modal] = await plan(resolve(), options(templates));
    expect(modal!.contents).toBe(
      "import { Connect } from './views/Connect';\nexport const Modal = () => (\n  <>\n    <Connect />\n  </>\n);\n",
    );
  });

  test('a template that fails to render names the template', async () => {
    const templates = [{ path: 'broken.ts.hbs', source: '{{#if}}' }];
    await expect(plan(resolve(), options(templates))).rejects.toThrow(/^Template broken\.ts\.hbs:/);
  });

  test('a template that renders invalid code names the output file', async () => {
    const templates = [{ path: 'bad.ts.hbs', source: 'export const = ;' }];
    await expect(plan(resolve(), options(templates))).rejects.toThrow(
      /bad\.ts produced code that cannot be parsed/,
    );
  });

  test('a partial is available to every template and is not an output file', async () => {
    const templates = [
      {
        path: '_partials/header.hbs',
        source: '// Generated for {{comment config.metadata.name}}\n',
      },
      { path: 'a.ts.hbs', source: '{{> header}}\nexport const a = 1;' },
    ];
    expect(await plan(resolve(), options(templates))).toEqual([
      { path: 'a.ts', contents: '// Generated for Test\nexport const a = 1;\n' },
    ]);
  });

  test('in development the templates are read from the repository templates folder', async () => {
    const templates = await readTemplates(join(resolvePackagePaths().root, '..', 'templates'));
    expect(templates.map((t) => t.path)).toEqual(
      expect.arrayContaining(['adapters.ts.hbs', 'config.ts.hbs', 'index.ts.hbs']),
    );
    expect(resolvePackagePaths().templatesDir).toBe(
      join(resolvePackagePaths().root, '..', 'templates'),
    );
  });
});
