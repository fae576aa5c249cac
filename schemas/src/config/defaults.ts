/**
 * Defaults of walletkit.config.ts, written once here. Exported so the
 * CLI prompts and the runtime show the same values the schema applies.
 */
import {
  CONNECTOR_TYPE_ORDER_ENTRIES,
  type AccountType,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectorTypeOrderEntry,
  type Features,
  type SocialProvider,
  type AppliedThemeMode,
  type ThemeMode,
  type ThemeVariables,
} from '../resolved-config.js';

/** The default chain is Ethereum mainnet, eip155:1. */
export const DEFAULT_NETWORK_ID: CaipNetworkId = 'eip155:1';

/** Feature defaults. */
export const DEFAULT_FEATURES: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  // Off unless asked for: it needs a names service (endpoints.namesUrl) the host runs.
  names: false,
};

/** Social login providers, in display order. */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
];

/** Every connector group, in the order the list of entries names them. */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrderEntry[] =
  CONNECTOR_TYPE_ORDER_ENTRIES;

/** Default account type per namespace (cosmos has no other kind than an EOA). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  bip122: 'payment',
  polkadot: 'eoa',
  solana: 'eoa',
  cosmos: 'eoa',
};

export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

/** Modal background per mode; the host's `background` wins over both. */
export const DEFAULT_BACKGROUND: Readonly<Record<AppliedThemeMode, string>> = {
  dark: '#121313',
  light: '#ffffff',
};

/** Theme variables, except `background`, which depends on the mode the kit is drawn in. */
export const DEFAULT_THEME_VARIABLES: Readonly<Omit<ThemeVariables, 'background'>> = {
  accent: '#3396ff',
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontSizeMaster: '10px',
  borderRadiusMaster: '4px',
  zIndex: 999,
  colorMixStrength: 0,
  modalWidth: '360px',
};

export const DEFAULT_OUTPUT_DIR = 'src/wallet-kit';
