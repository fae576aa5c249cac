import { ALL_WALLETS_GRID } from './allWalletsIcon.js';

/** The "All Wallets" icon (`ALL_WALLETS_ICON`) drawn inline, decorative: the row names it. */
export function AllWalletsGrid({ className, size }: { className: string; size: string }) {
  const { viewBox, corner, backdrop, tile, tiles } = ALL_WALLETS_GRID;
  return (
    <svg
      className={className}
      data-size={size}
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      aria-hidden="true"
      focusable="false"
      // Filled shapes: the kit's line icons' stroke (every svg's default) stays off them.
      style={{ stroke: 'none' }}
    >
      <rect
        width={viewBox}
        height={viewBox}
        rx={corner}
        fill={backdrop.fill}
        fillOpacity={backdrop.opacity}
      />
      <g fill={tile.fill}>
        {tiles.map(([x, y]) => (
          <rect
            key={`${x},${y}`}
            x={x}
            y={y}
            width={tile.size}
            height={tile.size}
            rx={tile.corner}
          />
        ))}
      </g>
    </svg>
  );
}
