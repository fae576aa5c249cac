import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { resolvePackagePaths } from '../self/package-paths.js';
import { firstRunNextSteps, HELP_STEPS } from './next-steps.js';

const repo = join(resolvePackagePaths().root, '..');

/** The README's section for host apps, up to the next section. */
async function readmeHostSection(): Promise<string> {
  const readme = await readFile(join(repo, 'README.md'), 'utf8');
  const start = readme.indexOf('## Quick start for host apps');
  return readme.slice(start, readme.indexOf('\n## ', start + 1));
}

/** The steps every place that explains them names, in this order. */
const STEPS = [
  'npm install @wallet-kit/runtime',
  'npm install -D create-wallet-kit',
  'render the modal once inside the provider',
  'npx create-wallet-kit generate',
  '--no-install',
];

function expectStepsInOrder(text: string): void {
  const positions = STEPS.map((step) => text.toLowerCase().indexOf(step.toLowerCase()));
  expect(
    positions.every((position) => position >= 0),
    `missing: ${STEPS.filter((_, i) => positions[i]! < 0)}`,
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

describe('the host steps', () => {
  test('--help, the README host section and the generated index.ts name the same steps in order', async () => {
    expectStepsInOrder(HELP_STEPS);
    expectStepsInOrder(await readmeHostSection());
    const template = await readFile(join(repo, 'templates', 'index.ts.hbs'), 'utf8');
    expectStepsInOrder(template.split('\nexport')[0]!);
  });

  test('the first run lists the installs still to do and imports the kit from where it was written', () => {
    const text = firstRunNextSteps({
      projectRoot: '/app',
      outDir: '/app/src/kit',
      installs: ['npm install @wallet-kit/runtime viem', 'npm install -D create-wallet-kit'],
    });
    expect(text).toContain(
      '1. Install:\n     npm install @wallet-kit/runtime viem\n     npm install -D create-wallet-kit',
    );
    expect(text).toContain("from './kit';");
    expect(text).toContain(
      '<WalletKitProvider><ConnectButton /><WalletModal /></WalletKitProvider>',
    );
  });

  test('with everything installed the first step is where to render the modal', () => {
    const text = firstRunNextSteps({
      projectRoot: '/app',
      outDir: '/app/lib/wallet-kit',
      installs: [],
    });
    expect(text).not.toContain('Install');
    expect(text).toMatch(/1\. Render the modal once/);
    expect(text).toContain("from '../lib/wallet-kit';");
  });
});
