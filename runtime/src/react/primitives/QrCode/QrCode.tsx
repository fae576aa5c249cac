import { useQrDrawing } from './useQrDrawing.js';
import { useComponentStyles } from '../../styles/useComponentStyles.js';
import { qrCodeSheet } from './QrCode.css.js';

/** The quiet zone scanners need around the code, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

export interface QrCodeProps {
  /** The text to encode (a `wc:` pairing URI, an address). */
  value: string;
  /** What the code holds, for screen readers: "WalletConnect QR code". */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  'data-testid'?: string;
}

/**
 * A QR code drawn as one SVG path, always dark on white whatever the theme: scanners expect
 * that contrast, and an inverted code fails on many phone cameras.
 */
export function QrCode({ value, label, size = 280, 'data-testid': testId }: QrCodeProps) {
  useComponentStyles(qrCodeSheet);
  const drawing = useQrDrawing(value, QUIET_ZONE);
  if (!drawing) {
    // The same white square while the encoder loads, so the view does not jump.
    return (
      <div
        className="wk-qr-code"
        role="img"
        aria-label={label}
        aria-busy="true"
        style={{ width: size, height: size, background: '#ffffff' }}
      />
    );
  }
  const { side, path } = drawing;
  return (
    <svg
      className="wk-qr-code"
      data-testid={testId}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
