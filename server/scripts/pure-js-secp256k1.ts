/**
 * An esbuild plugin for the server's builds: every `import 'secp256k1'` (the package
 * `bip322-js` and its `bitcoinjs-message` use, in two major versions) is bundled as that
 * version's own JavaScript implementation, `secp256k1/elliptic`, resolved from the importing
 * file so each caller keeps the API it was written for. The package's index only tries a native
 * binding first and falls back to exactly this file; bundled, the binding is never found. With
 * `bip322-js` bundled rather than depended on, a host installing `@wallet-kit/server` installs
 * no `secp256k1` and so compiles nothing (its install script runs node-gyp). See
 * docs/decisions.md, "The server bundles its Bitcoin signature check".
 */
import type { Plugin } from 'esbuild';

export const pureJsSecp256k1: Plugin = {
  name: 'pure-js-secp256k1',
  setup(build) {
    build.onResolve({ filter: /^secp256k1$/ }, async (args) => {
      const resolved = await build.resolve('secp256k1/elliptic.js', {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path };
    });
  },
};
