import { describe, expect, it } from 'vitest';
import { atLeast, atMost, figureTable, shown } from './figures.js';

describe("npm run bench's closing table", () => {
  it('a figure at or under its upper bound is met, one over it is not', () => {
    expect(atMost('open', 20, 'ms', 20, '≤ 20 ms').met).toBe(true);
    expect(atMost('open', 20.1, 'ms', 20, '≤ 20 ms').met).toBe(false);
  });

  it('a figure at or over its lower bound is met, one under it is not', () => {
    expect(atLeast('logins', 150, '/s', 150, '≥ 150/s').met).toBe(true);
    expect(atLeast('logins', 149, '/s', 150, '≥ 150/s').met).toBe(false);
  });

  it('prints each figure beside its target and verdict, and a context figure without one', () => {
    const lines = figureTable([
      {
        bench: '2-tarball-host',
        at: '2026-11-29T04:00:00.000Z',
        figures: [
          atMost('initial JS over the floor', 33.3, 'KiB', 20, '≤ 20 KiB'),
          shown('total JS', 250, 'KiB'),
        ],
      },
    ]);
    expect(lines[0]).toBe('2-tarball-host (2026-11-29 04:00 UTC)');
    expect(lines[1]).toMatch(/initial JS over the floor\s+33\.3 KiB\s+≤ 20 KiB\s+NOT MET$/);
    expect(lines[2]).toMatch(/total JS\s+250\.0 KiB\s*$/);
  });

  it('says so when a bench recorded no figure', () => {
    expect(figureTable([{ bench: 'x', at: '', figures: [] }])).toEqual([
      'x',
      '  no figures recorded',
    ]);
  });
});
