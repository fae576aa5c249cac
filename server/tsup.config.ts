import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    names: 'src/names/index.ts',
    'wallet-service': 'src/wallet-service/index.ts',
    'bin/wallet-kit-server': 'src/bin/wallet-kit-server.ts',
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
    'bs58',
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
});
