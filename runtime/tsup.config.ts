import { defineConfig } from 'tsup';

/** The subpaths a host imports (package.json `exports`): one type declaration file each. */
const ENTRIES = {
  index: 'src/index.ts',
  'react/index': 'src/react/index.ts',
  'eip155/index': 'src/eip155/index.ts',
  'solana/index': 'src/solana/index.ts',
  'walletconnect/index': 'src/walletconnect/index.ts',
  'siwx/index': 'src/siwx/index.ts',
  'wallets/index': 'src/wallets/index.ts',
};

// Every source file becomes its own module in dist, not one file per subpath: a host bundler
// splits by module, so code that only a view loaded on demand uses (the QR encoder, the send
// form, balances) can go into that view's chunk instead of the page's first load. A subpath
// still pulls in only the chain libraries its own files import.
export default defineConfig({
  entry: [
    'src/**/*.ts',
    'src/**/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    // Helpers of the tests, never imported by the kit.
    '!src/react/testing/**',
    '!src/**/test-*.ts',
    '!src/core/test-support.ts',
    '!src/core/analytics/sink-on-loopback.ts',
  ],
  bundle: false,
  format: ['esm'],
  dts: { entry: ENTRIES },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
