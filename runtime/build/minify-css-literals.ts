/**
 * The kit's stylesheets are CSS text in template literals (`*.css.ts`, each literal marked
 * `/* css *\/`), and a bundler ships a literal as written: indentation, line breaks and comments
 * would reach every visitor. The runtime's build passes each marked literal through
 * `minifyCss`; the `${…}` interpolations (theme variables) are kept as they are.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const MARKED_LITERAL = /\/\* css \*\/(\s*)`([^`]*)`/g;
const INTERPOLATION = /(\$\{[^}]*\})/;

/**
 * Drops comments and the whitespace CSS never needs: runs of whitespace become one space, and
 * none is kept next to `{`, `}`, `;` or after `,` and `:` — places where whitespace has no
 * meaning outside strings (the kit's stylesheets only use empty strings, `content: ''`; a colon
 * followed by whitespace only ends a property name or a media feature, never a selector).
 */
function minifyText(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/([,:])\s+/g, '$1')
    .replace(/;}/g, '}');
}

/** One marked literal's text, interpolations kept; exported for its tests. */
export function minifyCss(literal: string): string {
  const parts = literal.split(INTERPOLATION);
  const minified = parts.map((part, index) => (index % 2 === 1 ? part : minifyText(part))).join('');
  return minified.trim();
}

/** A `*.css.ts` source with every marked literal minified. */
export function minifyCssLiterals(source: string): string {
  return source.replace(
    MARKED_LITERAL,
    (_match, space: string, literal: string) => `/* css */${space}\`${minifyCss(literal)}\``,
  );
}

/** The esbuild plugin the runtime's tsup build runs over `*.css.ts` files. */
export const minifyCssPlugin: Plugin = {
  name: 'wallet-kit-minify-css-literals',
  setup(build) {
    build.onLoad({ filter: /\.css\.ts$/ }, async ({ path }) => ({
      contents: minifyCssLiterals(await readFile(path, 'utf8')),
      loader: 'ts',
    }));
  },
};
