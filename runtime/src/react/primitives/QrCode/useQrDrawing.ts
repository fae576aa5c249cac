import { useEffect, useMemo, useState } from 'react';

type QrEncoder = typeof import('./qrMatrix.js');

/**
 * The QR encoder is loaded the first time a code is drawn: most visitors never see a QR code,
 * so its bytes stay out of the page's first load. Once loaded it is kept, and later codes draw
 * in the same render.
 */
let encoder: QrEncoder | undefined;
let loading: Promise<QrEncoder> | undefined;

function loadEncoder(): Promise<QrEncoder> {
  loading ??= import('./qrMatrix.js').then((module) => (encoder = module));
  return loading;
}

/** The code's side in modules (quiet zone included). */
export interface QrDrawing {
  side: number;
  /** One SVG path of every dark module. */
  path: string;
}

/** `value`'s QR code with `quietZone` modules around it, or undefined while the encoder loads. */
export function useQrDrawing(value: string, quietZone: number): QrDrawing | undefined {
  const [loaded, setLoaded] = useState(encoder);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void loadEncoder().then((module) => {
      if (current) setLoaded(module);
    });
    return () => {
      current = false;
    };
  }, [loaded]);
  return useMemo(() => {
    if (!loaded) return undefined;
    const matrix = loaded.qrMatrix(value);
    return { side: matrix.size + quietZone * 2, path: loaded.qrPath(matrix, quietZone) };
  }, [loaded, value, quietZone]);
}
