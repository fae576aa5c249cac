/**
 * The shape of a validated, defaults-applied config: the output of `configSchema`
 * (config/config-schema.ts) and the input of the runtime's `createWalletKit`.
 *
 * This file is the contract between the schema, the CLI and the runtime. The zod
 * schema's output type must stay assignable to `ResolvedConfig` (config/parse-config.ts
 * checks it at compile time), so a field added here without a schema fails the build.
 */

import type { ChainNamespace } from './registry/chain-namespaces.js';
import type { LocaleSetting } from './locales.js';

// The namespaces are the keys of the registry's family rows (registry/chain-families.ts).
export { CHAIN_NAMESPACES, type ChainNamespace } from './registry/chain-namespaces.js';

/** CAIP-2 chain id, e.g. `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;
/** CAIP-10 account id: `namespace:chainId:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

export interface CaipNetwork {
  /** Chain reference as the chain family spells it: a number for eip155, a string otherwise. */
  id: number | string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  name: string;
  nativeCurrency: NativeCurrency;
  rpcUrls: { default: { http: string[]; webSocket?: string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  testnet: boolean;
  assets?: { imageUrl?: string; imageId?: string };
  /** eip155 only: the ENS Universal Resolver contract; names resolve only where one is set. */
  ensUniversalResolver?: `0x${string}`;
  /** eip155 only: the Uniswap v2 router the Swap view uses; swaps are offered only where one is set. */
  swapRouter?: `0x${string}`;
}

export const SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];

export const CONNECTOR_TYPE_ORDER_ENTRIES = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;
export type ConnectorTypeOrderEntry = (typeof CONNECTOR_TYPE_ORDER_ENTRIES)[number];

export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment', 'ordinals'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface Features {
  swaps: boolean;
  onramp: boolean;
  receive: boolean;
  send: boolean;
  email: boolean;
  emailShowWallets: boolean;
  history: boolean;
  analytics: boolean;
  allWallets: boolean;
  legalCheckbox: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  pay: boolean;
  /** Account names (RegisterAccountName); needs `endpoints.namesUrl`. */
  names: boolean;
}

export interface CustomWallet {
  id: string;
  name: string;
  homepage?: string;
  imageUrl?: string;
  mobileLink?: string;
  desktopLink?: string;
  webappLink?: string;
  appStore?: string;
  playStore?: string;
  rdns?: string;
}

export interface AppMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

export interface ThemeVariables {
  /** Accent colour (buttons, focus ring, links). */
  accent: string;
  /**
   * Modal background colour. Absent: the default of the mode the kit is drawn in (dark
   * #121313, light #ffffff), so the background follows `setThemeMode` and `auto`.
   */
  background?: string;
  fontFamily: string;
  /** Master font size; every text size is a multiple of it. */
  fontSizeMaster: string;
  /** Master border radius; every radius is a multiple of it. */
  borderRadiusMaster: string;
  zIndex: number;
  /** Strength in percent (0-100) of the colour-mix of `accent` into surfaces. */
  colorMixStrength: number;
  modalWidth: string;
}

/** The colours the kit is drawn in. */
export type AppliedThemeMode = 'dark' | 'light';

/** `auto` follows the visitor's system colour scheme (`prefers-color-scheme`), live. */
export type ThemeMode = AppliedThemeMode | 'auto';

export interface ThemeConfig {
  mode: ThemeMode;
  variables: ThemeVariables;
}

export interface SiwxConfig {
  /** When true the visitor must sign in after connecting; cancelling disconnects. */
  required: boolean;
  /** Statement shown in the sign-in message. */
  statement?: string;
  /** Session lifetime in seconds; absent means no expiry. */
  expiresInSeconds?: number;
  /** Host backend issuing nonces and verifying sign-ins (`/api/siwx` or an http(s) URL). */
  backendUrl?: string;
}

/** Legacy EIP-4361-only sign-in config (ConnectingSiwe view). Refused together with `siwx`. */
export interface SiweConfig {
  statement?: string;
  nonceUrl?: string;
  verifyUrl?: string;
}

/** The app's terms and privacy pages, linked beside the legal checkbox of the Connect view. */
export interface LegalLinks {
  termsUrl?: string;
  privacyUrl?: string;
}

/**
 * Every hosted service the kit may reach. Absent means "not used", except `relayUrl`: without it
 * WalletConnect (when on) uses WalletConnect's public relay with the projectId. Chain reads use
 * each network's RPC URL (the catalogue's public one unless the network sets `rpcUrls`).
 */
export interface Endpoints {
  relayUrl?: string;
  blockchainApiUrl?: string;
  walletRegistryUrl?: string;
  analyticsUrl?: string;
  embeddedWalletUrl?: string;
  namesUrl?: string;
}

/** A fungible token listed in the config (see `config/tokens.ts`). */
export interface TokenConfig {
  /** Contract address (eip155) or mint (solana). */
  address: string;
  symbol: string;
  decimals: number;
  name?: string;
  /**
   * From the network's known-token list rather than the host's config: shown only when the
   * account holds some, so a visitor does not see rows of 0 for tokens nobody asked for.
   */
  known?: true;
}

export interface ResolvedConfig {
  projectId: string;
  metadata: AppMetadata;
  /** The configured networks, resolved from the catalogue or custom, in config order. */
  networks: CaipNetwork[];
  defaultNetwork: CaipNetworkId;
  features: Features;
  socials: SocialProvider[];
  /** Undefined means the built-in order (email, social, wallet; wallet first when a wallet is shown). */
  connectMethodsOrder?: ConnectMethod[];
  connectorTypeOrder: ConnectorTypeOrderEntry[];
  featuredWalletIds: string[];
  includeWalletIds: string[];
  excludeWalletIds: string[];
  customWallets: CustomWallet[];
  enableWalletConnect: boolean;
  enableNetworkSwitch: boolean;
  allowUnsupportedChain: boolean;
  manualWCControl: boolean;
  enableEmbedded: boolean;
  defaultAccountTypes: Record<ChainNamespace, AccountType>;
  siwx?: SiwxConfig;
  siwe?: SiweConfig;
  /** Required (one link at least) when `features.legalCheckbox` is on. */
  legal?: LegalLinks;
  theme: ThemeConfig;
  /** The language of the kit's text; absent means `auto` (the visitor's browser languages). */
  locale?: LocaleSetting;
  endpoints: Endpoints;
  /**
   * Tokens read from the chain when no blockchain API is set, per configured network: the
   * config's `tokens` plus the network's known tokens (unless `knownTokens: false`).
   */
  tokens?: Partial<Record<CaipNetworkId, TokenConfig[]>>;
  output: { dir: string };
}
