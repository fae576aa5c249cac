/**
 * The embedded wallet's row, apart from the chain family rows (chain-families.ts) because the
 * kit's core reads the families it serves at start, and a page should not load the family rows
 * with them.
 */
import type { ChainNamespace } from './chain-namespaces.js';

/**
 * The embedded wallet (email login): a wallet whose key lives in the wallet service's frame.
 * Its runtime subpath and factory, the families its one login connects, and the feature switch
 * that turns it on (it also needs `endpoints.embeddedWalletUrl`). Its connector is of kind AUTH.
 */
export const EMBEDDED_WALLET = {
  module: '@wallet-kit/runtime/embedded',
  factory: 'embeddedWallet',
  namespaces: ['eip155', 'solana'],
  feature: 'email',
} as const satisfies {
  module: string;
  factory: string;
  namespaces: readonly ChainNamespace[];
  feature: string;
};
