/**
 * Validation of the CSS values a theme may set. Loose on purpose about notation: any colour or
 * length a browser accepts should pass, but obvious nonsense (`fontSizeMaster: 'big'`) is refused.
 * Strict about safety: a theme value ends up in the kit's stylesheet on the host's page, so
 * anything that fetches (`url(`, `image-set(`, `@import`), runs (`expression(`) or could end the
 * value or the rule (`;`, braces, angle brackets, quotes, backslash escapes, comments, line
 * breaks) is refused.
 */
import { z } from 'zod';
import { CSS_NAMED_COLORS } from './css-named-colors.js';

// Characters and sequences that end a value, a declaration or a rule, start an at-rule or an
// escape (`\75 rl(` is `url(`), or hide text in a comment (also with the characters written
// around the value: a leading `/` or `*`, a trailing `*` or `/`). Quotes are handled per kind.
const CSS_BREAKOUT = /[\\;{}<>@!`\u0000-\u001f\u007f\u2028\u2029]|\/\*|\*\/|^[/*]|[/*]$/;
const QUOTES = /["']/;
/** The only CSS functions a theme value may call: colour and arithmetic, none loads anything. */
const SAFE_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'var',
  'calc',
  'min',
  'max',
  'clamp',
]);

/** Every `name(` in the value calls a function of SAFE_FUNCTIONS (a bare `(` groups terms). */
function callsOnlySafeFunctions(value: string): boolean {
  for (let index = value.indexOf('('); index !== -1; index = value.indexOf('(', index + 1)) {
    const name = /[^\s(),+*/]*$/.exec(value.slice(0, index))?.[0] ?? '';
    if (name !== '' && !SAFE_FUNCTIONS.has(name.toLowerCase())) return false;
  }
  return true;
}

/**
 * A value that cannot fetch, run or break out of the declaration it is written into. Quotes are
 * refused unless `allowQuotes` (font names); the caller then checks they pair up.
 */
export function isSafeCssValue(value: string, { allowQuotes = false } = {}): boolean {
  if (CSS_BREAKOUT.test(value)) return false;
  if (!allowQuotes && QUOTES.test(value)) return false;
  return callsOnlySafeFunctions(value);
}

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_FUNCTION =
  /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(.+\)$/i;
const CSS_VARIABLE = /^var\(--[a-z0-9_-]+(?:\s*,.+)?\)$/i;
const LENGTH =
  /^(?:0|\d*\.?\d+(?:px|rem|em|%|vw|vh|vmin|vmax|dvw|dvh|svw|svh|lvw|lvh|ch|ex|pt|pc|cm|mm|in|q))$/i;
const LENGTH_FUNCTION = /^(?:calc|min|max|clamp)\(.+\)$/i;

export function isCssColor(value: string): boolean {
  const trimmed = value.trim();
  if (!isSafeCssValue(trimmed)) return false;
  return (
    HEX_COLOR.test(trimmed) ||
    COLOR_FUNCTION.test(trimmed) ||
    CSS_VARIABLE.test(trimmed) ||
    CSS_NAMED_COLORS.has(trimmed.toLowerCase())
  );
}

export function isCssLength(value: string): boolean {
  const trimmed = value.trim();
  if (!isSafeCssValue(trimmed)) return false;
  return LENGTH.test(trimmed) || LENGTH_FUNCTION.test(trimmed) || CSS_VARIABLE.test(trimmed);
}

// One family: a bare name (`Segoe UI`, `sans-serif`) or a quoted one whose quotes pair up.
const FONT_FAMILY_ITEM = /^\s*(?:[\w -]+|'[\w ,-]*'|"[\w ,-]*")\s*$/;

/** A font-family list: bare or quoted names separated by commas, nothing else. */
export function isFontFamily(value: string): boolean {
  if (value.trim().length === 0 || !isSafeCssValue(value, { allowQuotes: true })) return false;
  return splitFamilies(value).every((item) => FONT_FAMILY_ITEM.test(item));
}

/** Splits at commas outside quotes. */
function splitFamilies(value: string): string[] {
  const items: string[] = [];
  let quote: string | undefined;
  let current = '';
  for (const char of value) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === ',') {
      items.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  items.push(current);
  return items;
}

const UNSAFE_CSS_MESSAGE =
  'Must be a plain CSS value: url(), image-set(), @import, expression(), backslashes, ' +
  'semicolons, braces, angle brackets, comments and line breaks are refused (the value is ' +
  "written into the kit's stylesheet)";

/** A CSS value schema: an unsafe value gets its own message, so the host knows why. */
function cssValueSchema(
  isValid: (value: string) => boolean,
  expected: string,
  allowQuotes = false,
) {
  return z
    .string()
    .trim()
    .check((ctx) => {
      const value = ctx.value;
      const issue = (message: string) => ctx.issues.push({ code: 'custom', message, input: value });
      if (!isSafeCssValue(value, { allowQuotes })) issue(UNSAFE_CSS_MESSAGE);
      else if (!isValid(value)) issue(expected);
    });
}

export const cssColorSchema = cssValueSchema(
  isCssColor,
  'Expected a CSS colour, e.g. "#3396ff", "rgb(51 150 255)" or "royalblue"',
);

export const cssLengthSchema = cssValueSchema(
  isCssLength,
  'Expected a CSS length, e.g. "10px" or "0.625rem"',
);

export const fontFamilySchema = cssValueSchema(
  isFontFamily,
  'Expected a font-family list, e.g. "Inter, \'Segoe UI\', sans-serif"',
  true,
);
