import { defineConfig } from 'tsup';

export default defineConfig({
  // One output file per source module (no bundling): with "sideEffects": false a
  // host bundler then drops every module the app does not use, so importing a
  // validator such as isEvmAddress does not pull zod and the config schema into
  // the browser bundle.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/testing/**'],
  bundle: false,
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
