/**
 * Which views the generated module contains. One table: a later feature adds one line
 * (`Send: (config) => config.features.send`) and a `templates/views/Send.tsx.hbs`.
 * Table order is the order of `views` in the template context.
 */
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { SIWX_VIEW_RULES } from './siwx-views.js';
import { WALLET_VIEW_RULES } from './wallet-views.js';

type ViewRule = (config: ResolvedConfig) => boolean;

export const VIEW_RULES = {
  Connect: () => true,
  ConnectingExternal: () => true,
  Account: () => true,
  // A switcher with one network has nothing to offer.
  Networks: (config) => config.enableNetworkSwitch && config.networks.length > 1,
  // SPEC §4: UnsupportedChain opens only when switching is on and unsupported chains are refused.
  UnsupportedChain: (config) => config.enableNetworkSwitch && !config.allowUnsupportedChain,
  ConnectingWalletConnect: (config) => config.enableWalletConnect,
  // SPEC §2 Opening: only reached with manual pairing control (or a kit without adapters).
  ConnectingWalletConnectBasic: (config) => config.enableWalletConnect && config.manualWCControl,
  AllWallets: (config) => config.enableWalletConnect && config.features.allWallets,
  // SPEC §4 SIWX: sign-in views exist only in a kit that signs visitors in (siwx-views.ts).
  ...SIWX_VIEW_RULES,
  // SPEC §4 Send and Receive, behind features.send / features.receive (wallet-views.ts).
  ...WALLET_VIEW_RULES,
} satisfies Record<string, ViewRule>;

export type GeneratedViewName = keyof typeof VIEW_RULES;

export const GENERATED_VIEW_NAMES = Object.keys(VIEW_RULES) as GeneratedViewName[];

export function enabledViews(config: ResolvedConfig): GeneratedViewName[] {
  return GENERATED_VIEW_NAMES.filter((view) => VIEW_RULES[view](config));
}
