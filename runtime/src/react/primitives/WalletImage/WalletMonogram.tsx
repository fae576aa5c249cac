import type { Monogram } from '../../../wallets/monograms-made.js';

/**
 * A catalogue wallet's monogram drawn as text on its colour: the same picture as its SVG icon,
 * without an image document for the browser to lay out (see `monograms-made.ts`). Decorative, like
 * the icon it stands for: the wallet's name is beside it.
 */
export function WalletMonogram({ monogram, size }: { monogram: Monogram; size: string }) {
  return (
    <span
      className="wk-wallet-icon wk-wallet-monogram"
      data-size={size}
      aria-hidden="true"
      style={{ background: monogram.colour, color: monogram.ink }}
    >
      {monogram.initials}
    </span>
  );
}
