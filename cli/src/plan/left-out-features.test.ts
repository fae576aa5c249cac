import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { parseConfig } from '@wallet-kit/schemas';
import { generate } from '../generate/generate.js';
import { leftOutReport } from './left-out-features.js';

const base = { projectId: 'p', metadata: { name: 'Shop', url: 'https://shop.example' } };

function report(input: Record<string, unknown>) {
  const parsed = parseConfig(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return leftOutReport(input, parsed.config);
}

/** The one warning about unbuilt switches, or undefined. */
function unbuiltWarnings(input: Record<string, unknown>): string[] {
  return report(input).warnings.filter((line) => line.startsWith('Not available'));
}

describe('the CLI names every switch it leaves out and why', () => {
  test('a switch turned on without its service URL gets a line naming the switch and the endpoint', () => {
    const { warnings } = report({
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
    const { warnings, notices } = report({
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
    const { warnings, notices } = report(base);
    expect(warnings).toEqual([]);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice).toContain('features.onramp (this version does not build it)');
    // Swaps are built: on by default, they are generated, not named.
    expect(notice).not.toContain('features.swaps');
    expect(notice).toContain('features.email (it needs endpoints.embeddedWalletUrl');
    expect(notice).toContain('features.analytics (it needs endpoints.analyticsUrl');
    expect(notice).toContain('socials (it needs endpoints.embeddedWalletUrl');
    expect(notice).not.toContain('features.send');
  });

  test('a config turning on unbuilt features gets one warning naming each of them', () => {
    const warnings = unbuiltWarnings({
      ...base,
      features: { smartSessions: true, pay: true, send: true, onramp: false },
      socials: ['google'],
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('features.smartSessions (Smart sessions)');
    expect(warnings[0]).toContain('features.pay (Pay)');
    expect(warnings[0]).not.toContain('socials');
    expect(warnings[0]).not.toContain('features.send');
    expect(warnings[0]).not.toContain('onramp');
  });

  test('onramp, pay and smart sessions are named as not available; swaps and the built Connect switches are not', () => {
    const [warning] = unbuiltWarnings({
      ...base,
      features: {
        swaps: true,
        onramp: true,
        pay: true,
        smartSessions: true,
        emailShowWallets: true,
        legalCheckbox: true,
        collapseWallets: true,
      },
      legal: { termsUrl: 'https://shop.example/terms' },
    });
    for (const id of ['onramp', 'pay', 'smartSessions']) {
      expect(warning).toContain(`features.${id} (`);
    }
    expect(warning).not.toContain('features.swaps');
    expect(warning).not.toContain('legalCheckbox');
    expect(warning).not.toContain('collapseWallets');
    expect(warning).not.toContain('emailShowWallets');
  });

  test('unbuilt defaults the config does not write are not warned about', () => {
    expect(unbuiltWarnings(base)).toEqual([]);
    expect(unbuiltWarnings({ ...base, features: { send: false }, socials: [] })).toEqual([]);
  });

  describe('generate', () => {
    let project: string | undefined;
    afterEach(() => (project ? rm(project, { recursive: true, force: true }) : undefined));

    test('generate warns once about unbuilt features and generates nothing for them', async () => {
      project = await mkdtemp(join(tmpdir(), 'wk-unbuilt-'));
      const templatesDir = join(project, '.templates');
      await mkdir(join(templatesDir, 'views'), { recursive: true });
      await writeFile(join(templatesDir, 'views', 'Connect.tsx.hbs'), 'export const C = 1;\n');
      await writeFile(
        join(project, 'walletkit.config.ts'),
        `export default ${JSON.stringify({ ...base, features: { smartSessions: true, pay: true, swaps: false } })};\n`,
      );
      const result = await generate({ cwd: project, templatesDir });
      const about = result.warnings.filter((warning) => warning.includes('Not available'));
      expect(about).toHaveLength(1);
      expect(about[0]).toContain('features.smartSessions');
      expect(about[0]).toContain('features.pay');
      expect(await readdir(join(result.outDir, 'views'))).toEqual(['Connect.tsx']);
    });

    test('features not built never appear as true in the generated config.ts when the config leaves them unset', async () => {
      project = await mkdtemp(join(tmpdir(), 'wk-unbuilt-config-'));
      await writeFile(
        join(project, 'walletkit.config.ts'),
        `export default ${JSON.stringify(base)};\n`,
      );
      const result = await generate({ cwd: project });
      const configTs = await readFile(join(result.outDir, 'config.ts'), 'utf8');
      for (const id of ['onramp', 'pay', 'smartSessions']) {
        expect(configTs).toMatch(new RegExp(`\\b${id}: false\\b`));
      }
      expect(configTs).toMatch(/\bsend: true\b/);
    }, 120_000);
  });
});
