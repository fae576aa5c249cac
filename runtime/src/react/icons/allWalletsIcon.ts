/**
 * The "All Wallets" entry's icon: four rounded tiles, a grid, in a grey that reads on the light
 * and the dark theme. A few hundred bytes written here, so it needs no loading. The kit's own
 * rows draw it inline (`AllWalletsGrid`): as an image, an SVG gets a document of its own from the
 * browser, whose making cost the first opening of the modal 4–7 ms before its first frame.
 */
export const ALL_WALLETS_GRID = {
  viewBox: 64,
  corner: 14,
  backdrop: { fill: '#8a8f98', opacity: 0.18 },
  tile: { fill: '#6b7280', size: 15, corner: 4 },
  /** Each tile's top-left corner. */
  tiles: [
    [14, 14],
    [35, 14],
    [14, 35],
    [35, 35],
  ],
} as const;

const { viewBox, corner, backdrop, tile, tiles } = ALL_WALLETS_GRID;
const GRID_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox} ${viewBox}">` +
  `<rect width="${viewBox}" height="${viewBox}" rx="${corner}" fill="${backdrop.fill}" fill-opacity="${backdrop.opacity}"/>` +
  `<g fill="${tile.fill}">` +
  tiles
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="${tile.size}" height="${tile.size}" rx="${tile.corner}"/>`,
    )
    .join('') +
  '</g></svg>';

export const ALL_WALLETS_ICON = `data:image/svg+xml,${encodeURIComponent(GRID_SVG)}`;
