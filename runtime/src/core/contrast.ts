/**
 * Which text colour contrasts more with a colour (WCAG 2): for the accent's text (`theme.ts`)
 * and the wallets' monograms. A module of its own, so the monograms' chunk does not import the
 * theme's values.
 */
/** Parses #rgb / #rrggbb; any other CSS colour (named, rgb(), oklch()) returns undefined. */
function parseHexColor(color: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Whether dark text contrasts more than white with a `#rgb` / `#rrggbb` colour (WCAG 2
 * contrast ratios against black and white); undefined when the colour cannot be parsed.
 */
export function darkTextContrastsMore(color: string): boolean | undefined {
  const rgb = parseHexColor(color);
  if (!rgb) return undefined;
  const luminance = relativeLuminance(rgb);
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithBlack = (luminance + 0.05) / 0.05;
  return contrastWithBlack > contrastWithWhite;
}
