import { describe, expect, test } from 'vitest';
import type { WalletKitConfigInput } from '@wallet-kit/schemas';
import { plan } from './plan.js';
import { resolvedTestConfig } from './testing/test-config.js';

const ANALYTICS_URL = 'http://127.0.0.1:8788/a';

/** The generated provider for a config. */
async function providerFor(overrides: Partial<WalletKitConfigInput>): Promise<string> {
  const files = await plan(resolvedTestConfig(overrides));
  return files.find((file) => file.path === 'WalletKitProvider.tsx')!.contents;
}

describe('analytics in the generated kit', () => {
  test('analytics active: the provider gives the kit the analytics attach', async () => {
    const provider = await providerFor({
      features: { analytics: true },
      endpoints: { analyticsUrl: ANALYTICS_URL },
    });
    expect(provider).toMatch(
      /import \{ attachAnalytics, createWalletKit \} from '@wallet-kit\/runtime'/,
    );
    expect(provider).toContain('{ analytics: attachAnalytics }');
  });

  test('analytics with sign-in: the attach joins the sign-in option', async () => {
    const provider = await providerFor({
      features: { analytics: true },
      endpoints: { analyticsUrl: ANALYTICS_URL },
      siwx: { required: true },
    });
    expect(provider).toContain('{ siwx, analytics: attachAnalytics }');
  });

  test('analytics off: the provider names no analytics', async () => {
    expect(await providerFor({ features: { analytics: false } })).not.toContain('analytics');
  });

  test('analytics on without an endpoint (left out): the provider names no analytics', async () => {
    expect(await providerFor({ features: { analytics: true } })).not.toContain('analytics');
  });
});
