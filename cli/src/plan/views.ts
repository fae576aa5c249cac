/**
 * Which views the generated module contains. One table: a later feature adds one line
 * (`Send: (config) => config.features.send`) and a `templates/views/Send.tsx.hbs`.
 * Table order is the order of `views` in the template context.
 */
import type { ResolvedConfig } from '@wallet-kit/schemas';

type ViewRule = (config: ResolvedConfig) => boolean;

export const VIEW_RULES = {
  Connect: () => true,
  ConnectingExternal: () => true,
  Account: () => true,
  // A switcher with one network has nothing to offer.
  Networks: (config) => config.enableNetworkSwitch && config.networks.length > 1,
  // SPEC §4: UnsupportedChain opens only when switching is on and unsupported chains are refused.
  UnsupportedChain: (config) => config.enableNetworkSwitch && !config.allowUnsupportedChain,
} satisfies Record<string, ViewRule>;

export type GeneratedViewName = keyof typeof VIEW_RULES;

export const GENERATED_VIEW_NAMES = Object.keys(VIEW_RULES) as GeneratedViewName[];

export function enabledViews(config: ResolvedConfig): GeneratedViewName[] {
  return GENERATED_VIEW_NAMES.filter((view) => VIEW_RULES[view](config));
}
