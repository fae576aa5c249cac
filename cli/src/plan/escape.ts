/**
 * One escaping function per place a value can land in generated code. A config value is data
 * written by whoever controls walletkit.config.ts (or a pull request to it); whatever it holds
 * must reach the generated file as that same data and never end a string, a comment or an
 * expression early. Templates reach these through the helpers of template-helpers.ts.
 */
import { isSafeCssValue } from '@wallet-kit/schemas';

export class UnsafeTemplateValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeTemplateValueError';
  }
}

/**
 * Characters JSON leaves raw that still matter in generated code: U+2028/U+2029 end a line in
 * JavaScript (a line comment, and in TypeScript a string literal too), and `</` could close a
 * `<script>` element if the code is ever inlined into HTML.
 */
function escapeJsonExtras(json: string): string {
  return json
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    .replace(/<\//g, '<\\/');
}

/** A JavaScript/TypeScript string literal holding exactly `value`. */
export function jsStringLiteral(value: unknown): string {
  if (typeof value !== 'string') {
    throw new UnsafeTemplateValueError(
      `expected a string for a string literal, got ${typeOf(value)}`,
    );
  }
  return escapeJsonExtras(JSON.stringify(value));
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'undefined' ? 'nothing (a misspelt template variable?)' : typeof value;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * A JavaScript object key. `__proto__` is written as a computed key: as a plain key in an object
 * literal it would set the object's prototype instead of adding a property.
 */
function objectKey(key: string): string {
  const literal = jsStringLiteral(key);
  return key === '__proto__' ? `[${literal}]` : literal;
}

function literalOf(value: unknown, indent: string): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new UnsafeTemplateValueError(`${value} is not a literal`);
    return JSON.stringify(value);
  }
  if (typeof value === 'string') return jsStringLiteral(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => `${inner}${literalOf(item ?? null, inner)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && isPlainObject(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(
      ([key, item]) => `${inner}${objectKey(key)}: ${literalOf(item, inner)}`,
    );
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  throw new UnsafeTemplateValueError(`${typeOf(value)} cannot be written as a literal`);
}

/**
 * A JavaScript/TypeScript expression that evaluates to a copy of `value` (plain JSON data):
 * laid out like `JSON.stringify(value, null, 2)`, every string through jsStringLiteral.
 */
export function jsLiteral(value: unknown): string {
  return literalOf(value, '');
}

/**
 * Text inside a comment, line (`//`) or block (`/* *\/`, JSDoc). The value is written as the
 * inside of a JSON string, so it has no line break of any kind (a line comment would end) and
 * reads back exactly with `JSON.parse('"' + text + '"')`. A `*` followed by `/` would close a
 * block comment, so the `/` is written `\/`; a leading `/` or a trailing `*` could pair with the
 * template's own characters around the value, so they are escaped too.
 */
export function commentText(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new UnsafeTemplateValueError(`expected text for a comment, got ${typeOf(value)}`);
  }
  return escapeJsonExtras(JSON.stringify(String(value)).slice(1, -1))
    .replace(/\*\//g, '*\\/')
    .replace(/^\//, '\\/')
    .replace(/\*$/, '\\u002a');
}

/**
 * A value in a CSS declaration. CSS has no escaping that makes an arbitrary value harmless
 * (`url(` fetches, `;` and braces end the declaration), so a value that is not plainly a value
 * is refused; the config schema refuses the same values with the field's path.
 */
export function cssValue(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !isSafeCssValue(text)) {
    throw new UnsafeTemplateValueError(
      `${JSON.stringify(value)} is not a safe CSS value (no url(), @import, expression(), ` +
        'quotes, backslashes, ; { } < > or comments)',
    );
  }
  return text;
}

/** Text between JSX tags: an expression container holding a string literal, so `{`, `<` and `&` stay text. */
export function jsxText(value: unknown): string {
  return `{${jsStringLiteral(typeof value === 'number' ? String(value) : value)}}`;
}

/** A name the generator itself chose (an import, a component): checked to be just a name. */
export function identifier(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(value)) {
    throw new UnsafeTemplateValueError(`${JSON.stringify(value)} is not a JavaScript identifier`);
  }
  return value;
}
