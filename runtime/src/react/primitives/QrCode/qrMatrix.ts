/**
 * The modules of a QR code, encoded locally with `uqr` (MIT, no dependencies): a pairing URI
 * or an address must never be sent to an image service to be drawn.
 */
import { encode } from 'uqr';

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** `dark[y][x]`: whether the module at row y, column x is dark. */
  dark: boolean[][];
}

/**
 * Error correction M (15 %): a WalletConnect URI (~200 characters) stays a version 9–10 code
 * that phone cameras read from a 280 px square; H would make the modules too small.
 */
export function qrMatrix(value: string): QrMatrix {
  const { data, size } = encode(value, { ecc: 'M', border: 0 });
  return { size, dark: data };
}

/** One SVG path for all dark modules: row runs are merged so the path stays short. */
export function qrPath(matrix: QrMatrix, offset: number): string {
  const parts: string[] = [];
  matrix.dark.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + offset} ${y + offset}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}
