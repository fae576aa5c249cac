import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Unit and integration tests import the workspace packages from source (these aliases), so
// what they import needs no build; integration tests that run the CLI's bin, pack a tarball or
// bundle the frame still read the packages' dist folders (`npm run build` first). Browser tests
// have no aliases: they run the built packages, exactly as a host would.
const sourceAliases = [
  { find: /^@wallet-kit\/schemas$/, replacement: src('./schemas/src/index.ts') },
  { find: /^@wallet-kit\/server$/, replacement: src('./server/src/index.ts') },
  { find: /^@wallet-kit\/server\/(.*)$/, replacement: src('./server/src/$1/index.ts') },
  { find: /^@wallet-kit\/runtime$/, replacement: src('./runtime/src/index.ts') },
  { find: /^@wallet-kit\/runtime\/(.*)$/, replacement: src('./runtime/src/$1/index.ts') },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: sourceAliases },
        test: {
          name: 'unit',
          include: [
            '{schemas,runtime,server,cli,stack}/src/**/*.test.{ts,tsx}',
            'test/golden/**/*.test.ts',
            'bench/*.test.ts',
            'runtime/build/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias: sourceAliases },
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
