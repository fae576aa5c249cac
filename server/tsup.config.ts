import { defineConfig } from 'tsup';
import { pureJsSecp256k1 } from './scripts/pure-js-secp256k1.js';

/**
 * Node code that bundles CommonJS libraries needs the `require` an ES module lacks, for the
 * libraries' own `require` of Node built-ins.
 */
const requireBanner = {
  js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
};

const nodeBuild = {
  entry: {
    index: 'src/index.ts',
    names: 'src/names/index.ts',
    'account-index': 'src/account-index/index.ts',
    'wallet-service': 'src/wallet-service/index.ts',
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
  // The Bitcoin sign-in check and its libraries are bundled (pure JavaScript, see
  // scripts/pure-js-secp256k1.ts), so installing the package builds no native code.
  noExternal: ['bip322-js'],
  esbuildPlugins: [pureJsSecp256k1],
  banner: requireBanner,
} as const;

/**
 * The `wallet-kit-server` bin: one file with its libraries bundled in, so Node reads one module
 * at start instead of resolving thousands in node_modules (about 1 s of a 3.5 s start; see
 * docs/benchmarks.md). PGlite stays external (it finds its wasm and data files beside its own
 * module) and so does pg (loaded only for PostgreSQL). The banner gives bundled CommonJS
 * libraries (nodemailer) the `require` an ES module lacks. No source map: the bundled bin's map
 * would add about 8 MB to the tarball for stack traces into libraries' code. Exported so the
 * licence check builds the same bundle.
 */
export const binBuild = {
  entry: { 'bin/wallet-kit-server': 'src/bin/wallet-kit-server.ts' },
  format: ['esm'],
  dts: false,
  clean: false,
  sourcemap: false,
  target: 'es2022',
  platform: 'node',
  splitting: false,
  // Everything but PGlite and pg (tsup's noExternal wins over external, hence the lookahead).
  noExternal: [/^(?!(@electric-sql\/pglite|pg)(\/|$))/],
  external: ['@electric-sql/pglite', 'pg'],
  esbuildPlugins: [pureJsSecp256k1],
  banner: requireBanner,
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

export default defineConfig([{ ...nodeBuild, clean: false }, binBuild, frameBuild] as Parameters<
  typeof defineConfig
>[0]);
