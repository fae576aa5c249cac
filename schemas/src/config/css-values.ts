/**
 * Loose validation of the CSS values a theme may set. Loose on purpose: any
 * colour or length notation a browser accepts should pass, but obvious nonsense
 * (`fontSizeMaster: 'big'`) and anything that could break out of the generated
 * stylesheet (`;`, braces, angle brackets, comments) is refused.
 */
import { z } from 'zod';
import { CSS_NAMED_COLORS } from './css-named-colors.js';

// Characters that would end a declaration or a rule in the generated theme.css.
const CSS_BREAKOUT = /[;{}<>\\]|\/\*|\*\//;
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_FUNCTION =
  /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(.+\)$/i;
const CSS_VARIABLE = /^var\(--[a-z0-9_-]+(?:\s*,.+)?\)$/i;
const LENGTH =
  /^(?:0|\d*\.?\d+(?:px|rem|em|%|vw|vh|vmin|vmax|dvw|dvh|svw|svh|lvw|lvh|ch|ex|pt|pc|cm|mm|in|q))$/i;
const LENGTH_FUNCTION = /^(?:calc|min|max|clamp)\(.+\)$/i;

export function isCssColor(value: string): boolean {
  const trimmed = value.trim();
  if (CSS_BREAKOUT.test(trimmed)) return false;
  return (
    HEX_COLOR.test(trimmed) ||
    COLOR_FUNCTION.test(trimmed) ||
    CSS_VARIABLE.test(trimmed) ||
    CSS_NAMED_COLORS.has(trimmed.toLowerCase())
  );
}

export function isCssLength(value: string): boolean {
  const trimmed = value.trim();
  if (CSS_BREAKOUT.test(trimmed)) return false;
  return LENGTH.test(trimmed) || LENGTH_FUNCTION.test(trimmed) || CSS_VARIABLE.test(trimmed);
}

/** A font-family list: names, quoted names and commas only. */
export function isFontFamily(value: string): boolean {
  return value.trim().length > 0 && /^[\w\s,'"-]+$/.test(value) && !CSS_BREAKOUT.test(value);
}

export const cssColorSchema = z.string().trim().refine(isCssColor, {
  error: 'Expected a CSS colour, e.g. "#3396ff", "rgb(51 150 255)" or "royalblue"',
});

export const cssLengthSchema = z
  .string()
  .trim()
  .refine(isCssLength, { error: 'Expected a CSS length, e.g. "10px" or "0.625rem"' });

export const fontFamilySchema = z.string().trim().refine(isFontFamily, {
  error: 'Expected a font-family list, e.g. "Inter, \'Segoe UI\', sans-serif"',
});
