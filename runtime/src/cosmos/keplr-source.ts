/**
 * Keplr-style wallets: an object on `window` (`window.keplr`, and the wallets that copy its
 * interface under their own name) with `enable`, `getKey` and `signArbitrary`. Extensions
 * inject it at document start, some a moment later, so the source can be read again at any time.
 */

/** The Amino public key and signature `signArbitrary` answers with (ADR-036). */
export interface KeplrStdSignature {
  pub_key: { type: string; value: string };
  signature: string;
}

/** What `getKey` answers: the account of one chain. */
export interface KeplrKey {
  name?: string;
  bech32Address: string;
  algo?: string;
}

/** The part of Keplr's interface the adapter uses. */
export interface KeplrLike {
  enable(chainIds: string | string[]): Promise<void>;
  getKey(chainId: string): Promise<KeplrKey>;
  signArbitrary(
    chainId: string,
    signer: string,
    data: string | Uint8Array,
  ): Promise<KeplrStdSignature>;
  /** Revokes this page's permission (Keplr); absent in some wallets. */
  disable?(chainIds?: string | string[]): Promise<void>;
}

export interface CosmosWindowLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  [key: string]: unknown;
}

/**
 * The globals Keplr-style wallets install, their display names, and the window event each
 * fires when the visitor changes account or key.
 */
export const KEPLR_STYLE_WALLETS = [
  { global: 'keplr', name: 'Keplr', keyChangeEvent: 'keplr_keystorechange' },
  { global: 'leap', name: 'Leap', keyChangeEvent: 'leap_keystorechange' },
] as const;

export type KeplrStyleWallet = (typeof KEPLR_STYLE_WALLETS)[number];

export function isKeplrLike(value: unknown): value is KeplrLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate['enable'] === 'function' &&
    typeof candidate['getKey'] === 'function' &&
    typeof candidate['signArbitrary'] === 'function'
  );
}

export function defaultCosmosWindow(): CosmosWindowLike | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as CosmosWindowLike);
}
