import { describe, expect, it, vi } from 'vitest';
import { svgDataUrl } from './useLibraryIcon.js';

describe('a logo whose chunk fails to load', () => {
  it('a logo chunk that fails to load gives no logo (the monogram stays), without a console error', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    // The chunk does not arrive (a deploy removed it, the network dropped): its import rejects.
    const missing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await svgDataUrl(missing)).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('a module that is not an SVG gives no logo: only SVG text becomes an image', async () => {
    expect(
      await svgDataUrl(async () => ({ default: '<script>alert(1)</script>' })),
    ).toBeUndefined();
    expect(await svgDataUrl(async () => ({ default: 42 as unknown as string }))).toBeUndefined();
    expect(await svgDataUrl(async () => ({ default: '<svg/>' }))).toBe(
      'data:image/svg+xml,%3Csvg%2F%3E',
    );
  });
});
