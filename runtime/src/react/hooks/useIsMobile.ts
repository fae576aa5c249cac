import { useMemo } from 'react';
import { isMobileBrowser } from '../../core/platform.js';

/**
 * Whether the visitor is on a phone or tablet: pairing there opens the wallet app by deep
 * link instead of showing a QR code to scan with that very phone.
 */
export function useIsMobile(): boolean {
  return useMemo(() => isMobileBrowser(), []);
}
