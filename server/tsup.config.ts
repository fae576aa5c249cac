import { defineConfig } from 'tsup';

const nodeBuild = {
  entry: {
    index: 'src/index.ts',
    names: 'src/names/index.ts',
    'account-index': 'src/account-index/index.ts',
    'wallet-service': 'src/wallet-service/index.ts',
    'bin/wallet-kit-server': 'src/bin/wallet-kit-server.ts',
    'bin/wallet-kit-recovery-key': 'src/bin/wallet-kit-recovery-key.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  platform: 'node',
  external: [
    'viem',
    'zod',
    '@wallet-kit/schemas',
    '@electric-sql/pglite',
    'kysely',
    'hono',
    '@hono/node-server',
    'jose',
    'nodemailer',
    'pg',
  ],
} as const;

/**
 * The embedded-wallet frame's script: one self-contained browser file (its libraries bundled
 * in), served by the wallet service under /frame/. Exported so the licence check builds the
 * same bundle (test/integration/frame-bundle-licences.test.ts).
 */
export const frameBuild = {
  entry: { 'frame/main': 'src/frame/main.ts' },
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  minify: true,
  // Each locale's text is its own chunk (frame/chunks/), fetched only when that locale is shown.
  splitting: true,
  esbuildOptions(options: { chunkNames?: string }) {
    options.chunkNames = 'frame/chunks/[name]-[hash]';
  },
  sourcemap: false,
  dts: false,
  clean: false,
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
} as const;

export default defineConfig([{ ...nodeBuild, clean: false }, frameBuild] as Parameters<
  typeof defineConfig
>[0]);
