import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', names: 'src/names/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  platform: 'node',
  external: ['viem', 'bs58', 'zod', '@wallet-kit/schemas', '@electric-sql/pglite', 'kysely'],
});
