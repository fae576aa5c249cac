import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qrMatrix.js';

/** Rasterises the matrix (4 px per module, 4-module white border) as RGBA for jsQR. */
function rasterise(value: string): { data: Uint8ClampedArray; width: number } {
  const { size, dark } = qrMatrix(value);
  const scale = 4;
  const width = (size + 8) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!dark[y]?.[x]) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const index = (((y + 4) * scale + dy) * width + (x + 4) * scale + dx) * 4;
          data[index] = data[index + 1] = data[index + 2] = 0;
        }
      }
    }
  }
  return { data, width };
}

describe('QR code matrix', () => {
  it('encodes a WalletConnect pairing URI so a QR reader decodes the same URI', () => {
    const uri =
      'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1732190000';
    const { data, width } = rasterise(uri);
    expect(jsQR(data, width, width)?.data).toBe(uri);
  });

  it('is square', () => {
    const { size, dark } = qrMatrix('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(dark).toHaveLength(size);
    expect(dark.every((row) => row.length === size)).toBe(true);
  });
});
