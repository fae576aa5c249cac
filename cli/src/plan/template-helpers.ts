/**
 * The handlebars helpers every template is rendered with, registered in one place. Helpers that
 * write a value into the output are the escaping functions of escape.ts, one per output context;
 * a template can write a value only through one of them (template-expressions.ts enforces it).
 */
import type Handlebars from 'handlebars';
import {
  commentText,
  cssValue,
  identifier,
  jsLiteral,
  jsStringLiteral,
  jsxText,
} from './escape.js';

/** Helpers that write a value, by output context. */
export const OUTPUT_HELPERS = {
  /** `'…'`: a JS/TS string literal. */
  jsString: jsStringLiteral,
  /** An object/array/number/string literal of plain data (the config). */
  jsLiteral,
  /** Text inside a `//` or `/* *\/` (JSDoc) comment. */
  comment: commentText,
  /** A value in a CSS declaration (refused unless plainly a value). */
  cssValue,
  /** Text between JSX tags. */
  jsxText,
  /** A name the generator chose (import, component), checked to be only a name. */
  identifier,
} satisfies Record<string, (value: unknown) => string>;

/** Helpers that compute a condition for `{{#if}}` and write nothing. */
export const CONDITION_HELPERS: Record<string, (...values: unknown[]) => unknown> = {
  eq: (a, b) => a === b,
};

/** Handlebars' own block helpers the templates may use. */
export const BLOCK_HELPERS = ['if', 'unless', 'each', 'with'] as const;

export function registerTemplateHelpers(handlebars: typeof Handlebars): void {
  for (const [name, write] of Object.entries(OUTPUT_HELPERS)) {
    // Handlebars appends its options object: an output helper takes exactly one value.
    handlebars.registerHelper(name, (...args: unknown[]) => {
      if (args.length !== 2) throw new Error(`{{${name}}} takes exactly one value`);
      return write(args[0]);
    });
  }
  for (const [name, condition] of Object.entries(CONDITION_HELPERS)) {
    handlebars.registerHelper(name, (...args: unknown[]) => condition(...args.slice(0, -1)));
  }
}
