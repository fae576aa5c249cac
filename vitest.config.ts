import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

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

const unitFiles = [
  '{schemas,runtime,server,cli,stack}/src/**/*.test.{ts,tsx}',
  'test/golden/**/*.test.ts',
  'bench/*.test.ts',
  'runtime/build/*.test.ts',
];

// Unit files that need a fresh module graph of their own, so they run in the `unit-isolated`
// project (`npm run test:unit` runs both unit projects). Each failed in the shared graph:
const unitFilesNeedingIsolation = [
  // These replace a runtime module with vi.mock; in a shared graph the real module is already
  // loaded by an earlier file, so the mock would not take (or would leak into later files).
  'runtime/src/react/primitives/ModalShell/UncommittedModalDialog.test.tsx',
  'runtime/src/react/primitives/ModalShell/idleWarmUp.test.tsx',
  'runtime/src/react/generated/open-renders.test.tsx',
  'runtime/src/eip155/wallet-code-on-use.test.ts',
  'stack/src/wallet-service.test.ts',
  // Asserts which style sheets a first render adds: earlier files have added them already.
  'runtime/src/react/styles/componentStyles.test.tsx',
  // Logos load once per module (a module-level map): this file starts with none loaded.
  'runtime/src/react/icons/logo-fallback.test.tsx',
  // The same, and it also counts the logo table's imports with vi.mock.
  'runtime/src/react/icons/useLibraryIcon.test.tsx',
  // Starts a service child process and PostgreSQL and times their shutdown: timers, sockets
  // or signal handlers left by earlier files in the same worker would change what it measures.
  'server/src/wallet-service/shutdown-drain.test.ts',
];

// Test files that run side by side in the unit and integration projects. Vitest's default is one
// fewer than the cores (one, on a two-core machine), but these files spend most of their time
// waiting on processes, sockets and timers (measured: a unit run used 42 % of one core), so three
// at a time finish sooner without starving the browser tests running beside them.
const SIDE_BY_SIDE = 3;

// How long `expect.poll` waits for its condition. A passing poll returns as soon as the condition
// holds, so this only changes how late a failing one gives up: vitest's 1 s was shorter than
// starting the WalletConnect SDK beside the browser lane on two cores.
const POLL_TIMEOUT = { poll: { timeout: 15_000 } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: sourceAliases },
        test: {
          name: 'unit',
          expect: POLL_TIMEOUT,
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...unitFilesNeedingIsolation],
          environment: 'node',
          // The unit files share one module graph per worker: importing the React runtime and
          // the server afresh for every file cost more than running the tests themselves.
          isolate: false,
          maxWorkers: SIDE_BY_SIDE,
          setupFiles: ['test/setup/dom-waits.ts'],
          // Set-up that compiles a generated kit module (runtime/src/react/testing) took over
          // the default 10 s beside the browser lane on two cores; a test's own time is unchanged.
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: sourceAliases },
        test: {
          name: 'unit-isolated',
          expect: POLL_TIMEOUT,
          include: unitFilesNeedingIsolation,
          environment: 'node',
          setupFiles: ['test/setup/dom-waits.ts'],
          // One at a time, after the others: the drain test times a service's shutdown.
          maxWorkers: 1,
        },
      },
      {
        resolve: { alias: sourceAliases },
        test: {
          name: 'integration',
          expect: POLL_TIMEOUT,
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          maxWorkers: SIDE_BY_SIDE,
          // After the unit files, so a unit worker's module graph is kept from file to file
          // (a worker is reused only while the next file is of a non-isolated project).
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          expect: POLL_TIMEOUT,
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Two browser files at a time, each worker on its own ports and scratch apps
          // (test/fixtures/demo-ports.ts); run after the other projects when run together.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
