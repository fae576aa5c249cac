/**
 * The display name of a legacy `window.ethereum` provider, from the flags wallets set on it.
 * Several wallets also set `isMetaMask` for compatibility, so the specific flags are checked
 * first and MetaMask last.
 */

const FLAG_NAMES: readonly (readonly [flag: string, name: string])[] = [
  ['isBraveWallet', 'Brave Wallet'],
  ['isRabby', 'Rabby Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isTrustWallet', 'Trust Wallet'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isPhantom', 'Phantom'],
  ['isZerion', 'Zerion'],
  ['isFrame', 'Frame'],
  ['isTokenPocket', 'TokenPocket'],
  ['isMetaMask', 'MetaMask'],
];

export const GENERIC_INJECTED_WALLET_NAME = 'Browser Wallet';

export function legacyWalletName(provider: object): string {
  const flags = provider as Record<string, unknown>;
  for (const [flag, name] of FLAG_NAMES) {
    if (flags[flag] === true) return name;
  }
  return GENERIC_INJECTED_WALLET_NAME;
}
