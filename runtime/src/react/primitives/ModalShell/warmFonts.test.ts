import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STYLE_SHEET_FONT_WEIGHTS } from './warmFonts.js';

const RUNTIME_SOURCE = fileURLToPath(new URL('../../../', import.meta.url));

function styleSheetSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return styleSheetSources(path);
    return entry.name.endsWith('.css.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the fonts laid out ahead of a React 18 opening', () => {
  it('cover every font weight the kit’s style sheets give text', () => {
    const sheets = styleSheetSources(RUNTIME_SOURCE);
    expect(sheets.length).toBeGreaterThan(10);
    const used = new Set(
      sheets.flatMap((css) => [...css.matchAll(/font-weight:\s*(\d+)/g)].map(([, w]) => Number(w))),
    );
    expect(used.size).toBeGreaterThan(0);
    for (const weight of used) expect(STYLE_SHEET_FONT_WEIGHTS).toContain(weight);
  });
});
