import { describe, expect, test } from 'vitest';
import { parseConfig } from '@wallet-kit/schemas';
import { leftOutDefaultsNotices, missingEndpointWarnings } from './left-out-features.js';

const base = { projectId: 'p', metadata: { name: 'Shop', url: 'https://shop.example' } };

function lines(input: Record<string, unknown>) {
  const parsed = parseConfig(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return {
    warnings: missingEndpointWarnings(input, parsed.config),
    notices: leftOutDefaultsNotices(input, parsed.config),
  };
}

describe('the CLI names every switch it leaves out and why', () => {
  test('a switch turned on without its service URL gets a line naming the switch and the endpoint', () => {
    const { warnings } = lines({
      ...base,
      features: { email: true, analytics: true, names: true },
      socials: ['google'],
    });
    expect(warnings).toHaveLength(4);
    for (const [path, key] of [
      ['features.email', 'embeddedWalletUrl'],
      ['features.analytics', 'analyticsUrl'],
      ['features.names', 'namesUrl'],
      ['socials', 'embeddedWalletUrl'],
    ]) {
      expect(
        warnings.some(
          (line) => line.startsWith(`${path} is left out`) && line.includes(`endpoints.${key}`),
        ),
      ).toBe(true);
    }
  });

  test('a switch with its service URL is not named', () => {
    const { warnings, notices } = lines({
      ...base,
      features: { email: true, analytics: true, names: true, swaps: false, onramp: false },
      socials: ['google'],
      endpoints: {
        embeddedWalletUrl: 'https://wallet.example',
        analyticsUrl: 'https://events.example',
        namesUrl: 'https://names.example',
      },
    });
    expect(warnings).toEqual([]);
    expect(notices).toEqual([]);
  });

  test('switches on by default that are left out are named once, with why', () => {
    const { warnings, notices } = lines(base);
    expect(warnings).toEqual([]);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice).toContain('features.swaps (this version does not build it)');
    expect(notice).toContain('features.onramp (this version does not build it)');
    expect(notice).toContain('features.email (it needs endpoints.embeddedWalletUrl');
    expect(notice).toContain('features.analytics (it needs endpoints.analyticsUrl');
    expect(notice).toContain('socials (it needs endpoints.embeddedWalletUrl');
    expect(notice).not.toContain('features.send');
  });
});
