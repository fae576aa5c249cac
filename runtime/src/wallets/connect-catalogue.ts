/**
 * The bundled catalogue as the Connect view takes it: the first wallets with the first screen,
 * the rest (snapshot.ts) loaded only when Connect must show a wallet further down. The
 * AllWallets view imports the whole snapshot itself.
 */
import { FIRST_WALLETS } from './first-wallets.js';
import type { WalletCatalogue } from './types.js';

export const CONNECT_CATALOGUE: WalletCatalogue = {
  first: FIRST_WALLETS,
  whole: () => import('./snapshot.js').then((module) => module.WALLET_CATALOGUE),
};
