/**
 * Black or white, whichever contrasts more with `color` (WCAG 2 contrast ratio), so text on
 * an accent-filled button passes AA for any accent a host picks. Undefined for colours it
 * cannot parse (named, rgb(), oklch()): the caller keeps the core's choice then.
 */
export function readableForeground(color: string): string | undefined {
  const rgb = parseHex(color);
  if (!rgb) return undefined;
  const luminance = relativeLuminance(rgb);
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithBlack = (luminance + 0.05) / 0.05;
  return contrastWithBlack > contrastWithWhite ? '#141414' : '#ffffff';
}

function parseHex(color: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
