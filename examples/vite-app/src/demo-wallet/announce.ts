/**
 * EIP-6963 multi-wallet discovery: announce once now, and again whenever a dapp (the kit)
 * asks with `eip6963:requestProvider`. Returns the function that stops answering.
 */
import { DEMO_WALLET_ICON } from './icon.js';

export const DEMO_WALLET_INFO = {
  name: 'Demo Wallet',
  rdns: 'dev.walletkit.demo',
  icon: DEMO_WALLET_ICON,
} as const;

export function announceOverEip6963(target: Window, provider: unknown): () => void {
  // One uuid per page session, as the EIP asks.
  const info = Object.freeze({ uuid: randomUuidV4(target.crypto), ...DEMO_WALLET_INFO });
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}

/** `crypto.randomUUID` exists only in secure contexts; a LAN address is not one. */
function randomUuidV4(crypto: Crypto): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
