import { describe, expect, test } from 'vitest';
import type { WalletKitConfigInput } from '@wallet-kit/schemas';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { FEATURES, SWITCH_ROWS } from '@wallet-kit/schemas';
import { resolvePackagePaths } from '../self/package-paths.js';
import { planAdapters } from './adapters.js';
import { createTemplateContext } from './context.js';
import { planEmbedded } from './embedded.js';
import { plan } from './plan.js';
import { renderTemplates } from './render.js';
import { readTemplates } from './templates.js';
import { enabledViews } from './views.js';
import { resolvedTestConfig } from './testing/test-config.js';

const resolve = (overrides: Partial<WalletKitConfigInput> = {}): ResolvedConfig =>
  resolvedTestConfig(overrides);

const EMBEDDED_MODULE = '@wallet-kit/runtime/embedded';
/** undefined: the whole real plan. */
const EMBEDDED_BUILT_DEFAULT: typeof EMAIL_BUILT | undefined = undefined;
const SERVICE = { embeddedWalletUrl: 'http://127.0.0.1:8787' };

/** Email login as this version builds it, and as a version that builds it would. */
const EMAIL_BUILT = { ...SWITCH_ROWS, email: { ...FEATURES.email, built: true } } as const;

/** The generated provider and adapters, rendered with email login planned as `built` says. */
async function renderedWith(config: ResolvedConfig, features = EMAIL_BUILT) {
  const templates = (await readTemplates(resolvePackagePaths().templatesDir)).filter(
    (template) => !template.path.startsWith('views/'),
  );
  const context = {
    ...createTemplateContext({
      generatorVersion: '0.0.0',
      config,
      views: enabledViews(config),
      adapters: planAdapters(config).adapters,
    }),
    embedded: planEmbedded(config, features),
  };
  return renderTemplates(templates, context);
}

/** Every mention of the embedded module in the generated files, static or dynamic. */
async function embeddedImports(config: ResolvedConfig, features = EMBEDDED_BUILT_DEFAULT) {
  const files = features ? await renderedWith(config, features) : await plan(config);
  const all = files.map((file) => file.contents).join('\n');
  return {
    staticImports: [
      ...all.matchAll(/^\s*import[^(]*?from\s+['"]@wallet-kit\/runtime\/embedded['"]/gm),
    ],
    dynamicImports: [...all.matchAll(/\bimport\(\s*['"]@wallet-kit\/runtime\/embedded['"]\s*\)/g)],
    mentioned: all.includes(EMBEDDED_MODULE),
  };
}

describe('email login in the generated kit', () => {
  test('email and social logins off: the generated module does not name the embedded wallet module', async () => {
    const config = resolve({ features: { email: false }, socials: [], endpoints: SERVICE });
    expect((await embeddedImports(config)).mentioned).toBe(false);
    expect((await embeddedImports(config, EMAIL_BUILT)).mentioned).toBe(false);
  });

  test('email on with a wallet service: the embedded module is imported only dynamically', async () => {
    const found = await embeddedImports(
      resolve({ features: { email: true }, endpoints: SERVICE }),
      EMAIL_BUILT,
    );
    expect(found.staticImports).toHaveLength(0);
    expect(found.dynamicImports).toHaveLength(1);
  });

  test('social logins without email: the embedded module is imported only dynamically', async () => {
    const found = await embeddedImports(
      resolve({ features: { email: false }, socials: ['github'], endpoints: SERVICE }),
    );
    expect(found.staticImports).toHaveLength(0);
    expect(found.dynamicImports).toHaveLength(1);
  });

  test('email on without a wallet service URL: email login is left out', async () => {
    const found = await embeddedImports(resolve({ features: { email: true } }), EMAIL_BUILT);
    expect(found.mentioned).toBe(false);
  });
});
