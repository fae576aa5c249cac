import { describe, expect, test } from 'vitest';
import { REGISTRY } from '@wallet-kit/schemas';
import type { CapabilityRegistry, ResolvedConfig } from '@wallet-kit/schemas';
import { resolvePackagePaths } from '../self/package-paths.js';
import { planModule } from './plan.js';
import { readTemplates, type TemplateFile } from './templates.js';
import { UnknownViewTemplateError } from './view-templates.js';
import { resolvedTestConfig } from './testing/test-config.js';
import { VIEWS_WITH_REWARDS } from './testing/rewards-view.js';

const resolve = (features: Record<string, boolean> = {}): ResolvedConfig =>
  resolvedTestConfig({ networks: ['eip155:1'], enableWalletConnect: false, features });

/** The real registry plus one view, Rewards, that exists only in this test. */
const WITH_REWARDS: CapabilityRegistry = {
  ...REGISTRY,
  views: VIEWS_WITH_REWARDS,
};

const REWARDS_TEMPLATE: TemplateFile = {
  path: 'views/Rewards.tsx.hbs',
  source: 'export function Rewards() { return <p data-testid="wk-rewards">Rewards</p>; }\n',
};

async function realTemplates(): Promise<TemplateFile[]> {
  return readTemplates(resolvePackagePaths().templatesDir);
}

describe('planning with the registry', () => {
  test('adding a view is one registry row plus its template: the plan generates and imports it', async () => {
    const templates = [...(await realTemplates()), REWARDS_TEMPLATE];
    const { files } = await planModule(resolve(), { templates, registry: WITH_REWARDS });
    const rewards = files.find((file) => file.path === 'views/Rewards.tsx');
    expect(rewards?.contents).toContain('data-testid="wk-rewards"');
    const modal = files.find((file) => file.path === 'WalletModalContent.tsx')!.contents;
    // A view other than the first screen is imported when first shown.
    expect(modal).toContain("import('./views/Rewards')");
    // The new view is not generated when its row's rule does not hold.
    const off = await planModule(resolve({ send: false }), { templates, registry: WITH_REWARDS });
    expect(off.files.map((file) => file.path)).not.toContain('views/Rewards.tsx');
  });

  test('a view template that no registry row names is refused, naming the template', async () => {
    const templates = [...(await realTemplates()), REWARDS_TEMPLATE];
    await expect(planModule(resolve(), { templates })).rejects.toThrow(UnknownViewTemplateError);
    await expect(planModule(resolve(), { templates })).rejects.toThrow(/views\/Rewards\.tsx\.hbs/);
  });

  test('the real registry and the real templates plan without a registry argument', async () => {
    const { files } = await planModule(resolve(), { templates: await realTemplates() });
    expect(files.map((file) => file.path)).toContain('views/Send.tsx');
  });
});
