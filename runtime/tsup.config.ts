import { defineConfig } from 'tsup';
import { minifyCssPlugin } from './build/minify-css-literals.js';

/**
 * One output module per source file, not bundles: a host bundler then keeps exactly the files a
 * page uses and splits them the way the page loads them (the views a kit shows later land in
 * their own lazy chunks), and a subpath never drags in the code of another. Declarations come
 * from `tsc -p tsconfig.build.json`, file for file beside them. The CSS text of the stylesheets
 * is minified on the way (`build/minify-css-literals.ts`).
 */
export default defineConfig({
  entry: [
    'src/**/*.ts',
    'src/**/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
    '!src/**/testing/**',
    '!src/**/*.d.ts',
  ],
  bundle: false,
  format: ['esm'],
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  esbuildPlugins: [minifyCssPlugin],
});
