/**
 * The "All Wallets" entry's icon: four rounded tiles, a grid, in a grey that reads on the light
 * and the dark theme. A few hundred bytes written here, so it needs no loading.
 */
const GRID_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" rx="14" fill="#8a8f98" fill-opacity="0.18"/>' +
  '<g fill="#6b7280">' +
  '<rect x="14" y="14" width="15" height="15" rx="4"/>' +
  '<rect x="35" y="14" width="15" height="15" rx="4"/>' +
  '<rect x="14" y="35" width="15" height="15" rx="4"/>' +
  '<rect x="35" y="35" width="15" height="15" rx="4"/>' +
  '</g></svg>';

export const ALL_WALLETS_ICON = `data:image/svg+xml,${encodeURIComponent(GRID_SVG)}`;
