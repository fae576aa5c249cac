/**
 * What each chain family can do in this version of wallet-kit: one row per CAIP-2 namespace.
 * The CLI's adapter plan, the WalletConnect wiring, the runtime's balance, send and activity
 * checks and `init`'s network choices all read these rows; nothing else lists namespaces.
 * How to add a family: docs/extending.md. The namespaces, the wallet calls' names and the
 * embedded wallet's row are modules of their own, which a page loads without these rows.
 */
import type { ChainNamespace } from './chain-namespaces.js';
import type { WalletCallName } from './wallet-call-names.js';

export { CHAIN_NAMESPACES, type ChainNamespace } from './chain-namespaces.js';
export { EMBEDDED_WALLET } from './embedded-wallet.js';
export { WALLET_CALLS, type WalletCallName } from './wallet-call-names.js';

/** A yes/no capability of a chain family, as a view or a runtime check asks for it. */
export type ChainCapability = 'send' | 'balances' | 'activity' | 'names' | 'signIn' | 'swaps';

export interface ChainFamilyRow {
  /** How people call the family. */
  readonly title: string;
  /**
   * The runtime subpath implementing the family's browser-wallet adapter and its factory (a
   * named export called with no arguments); absent while the family has no adapter.
   */
  readonly adapter?: { readonly module: string; readonly factory: string };
  /** npm packages the host installs for the adapter (the runtime imports them). */
  readonly peerLibraries: readonly string[];
  /** Native and token sends from the Send view. */
  readonly send: boolean;
  /** Native and token balances (account balance, Tokens tab). */
  readonly balances: boolean;
  /** The Activity tab's transaction history from the blockchain API. */
  readonly activity: boolean;
  /** Names (ENS-style) resolved as send receivers. */
  readonly names: boolean;
  /** Sign-in with the wallet (SIWX message of the family). */
  readonly signIn: boolean;
  /** Swaps through an exchange contract on the network (the Swap view). */
  readonly swaps: boolean;
  /** The wallet calls (signing, sending) the family's adapters implement for the host app. */
  readonly walletCalls: readonly WalletCallName[];
  /**
   * The family's namespace in a WalletConnect session when the kit's WalletConnect connector
   * serves it; absent: WalletConnect cannot connect it.
   */
  readonly walletConnectNamespace?: string;
}

/** A family whose wallets sign messages and sign in, with no balances, sends, history or swaps. */
const SIGN_ONLY = {
  send: false,
  balances: false,
  activity: false,
  names: false,
  signIn: true,
  swaps: false,
  walletCalls: ['signMessage'],
} as const satisfies Omit<ChainFamilyRow, 'title' | 'peerLibraries'>;

export const CHAIN_FAMILIES = {
  eip155: {
    title: 'EVM',
    adapter: { module: '@wallet-kit/runtime/eip155', factory: 'createEip155Adapter' },
    peerLibraries: ['viem'],
    send: true,
    balances: true,
    activity: true,
    names: true,
    signIn: true,
    // Through a Uniswap v2 router named per network (`swapRouter`).
    swaps: true,
    walletCalls: [
      'signMessage',
      'signTypedData',
      'sendTransaction',
      'writeContract',
      'getCapabilities',
      'sendCalls',
      'getCallsStatus',
    ],
    walletConnectNamespace: 'eip155',
  },
  solana: {
    title: 'Solana',
    adapter: { module: '@wallet-kit/runtime/solana', factory: 'createSolanaAdapter' },
    peerLibraries: [
      '@solana/web3.js',
      '@solana/wallet-standard-features',
      '@wallet-standard/app',
      '@wallet-standard/base',
      '@wallet-standard/features',
    ],
    send: true,
    balances: true,
    // The blockchain API's history call serves Solana accounts too (the server package's
    // account index reads them from the node, docs/account-index.md).
    activity: true,
    names: false,
    signIn: true,
    swaps: false,
    walletCalls: [
      'signMessage',
      'signTransaction',
      'signAllTransactions',
      'signAndSendTransaction',
    ],
    walletConnectNamespace: 'solana',
  },
  // Polkadot, Bitcoin and Cosmos wallets connect, sign messages and sign in; the kit neither
  // reads their balances nor sends on them.
  // A family with an `adapter` connects its browser wallets too; without one, WalletConnect
  // is its only way in.
  polkadot: {
    title: 'Polkadot',
    // Extensions of `window.injectedWeb3`; the adapter speaks their interface with no library.
    adapter: { module: '@wallet-kit/runtime/polkadot', factory: 'createPolkadotAdapter' },
    peerLibraries: [],
    ...SIGN_ONLY,
    walletConnectNamespace: 'polkadot',
  },
  bip122: {
    title: 'Bitcoin',
    // Wallet Standard `bitcoin:*` wallets (found through `@wallet-standard/app`) and
    // sats-connect providers (`window.XverseProviders.BitcoinProvider`, `window.BitcoinProvider`).
    adapter: { module: '@wallet-kit/runtime/bip122', factory: 'createBip122Adapter' },
    peerLibraries: ['@wallet-standard/app', '@wallet-standard/base'],
    ...SIGN_ONLY,
    walletConnectNamespace: 'bip122',
  },
  cosmos: {
    title: 'Cosmos',
    // Keplr-style wallets (`window.keplr`); the adapter speaks their interface with no library.
    adapter: { module: '@wallet-kit/runtime/cosmos', factory: 'createCosmosAdapter' },
    peerLibraries: [],
    ...SIGN_ONLY,
    walletConnectNamespace: 'cosmos',
  },
} as const satisfies Record<ChainNamespace, ChainFamilyRow>;

export type ChainFamilies = Readonly<Record<ChainNamespace, ChainFamilyRow>>;

/**
 * The kit's WalletConnect connector: one client shared by the families that have a
 * `walletConnectNamespace`, generated when `enableWalletConnect` is on.
 */
export const WALLETCONNECT_CONNECTOR = {
  module: '@wallet-kit/runtime/walletconnect',
  peerLibraries: ['@walletconnect/universal-provider'],
} as const;

/** Whether the kit can connect wallets of this family at all (own adapter or WalletConnect). */
export function isFamilySupported(
  namespace: ChainNamespace,
  families: ChainFamilies = CHAIN_FAMILIES,
): boolean {
  const row = families[namespace];
  return row.adapter !== undefined || row.walletConnectNamespace !== undefined;
}

/** Whether the family's adapters implement the wallet call (none while disconnected). */
export function familyHasWalletCall(
  namespace: ChainNamespace | undefined,
  call: WalletCallName,
  families: ChainFamilies = CHAIN_FAMILIES,
): boolean {
  return namespace !== undefined && (families[namespace]?.walletCalls.includes(call) ?? false);
}

/** Whether `namespace` (possibly none, e.g. while disconnected) has `capability`. */
export function familyCan(
  namespace: ChainNamespace | undefined,
  capability: ChainCapability,
  families: ChainFamilies = CHAIN_FAMILIES,
): boolean {
  return namespace !== undefined && (families[namespace]?.[capability] ?? false);
}
