/**
 * The config's feature switches and whether this version builds them. `init` offers only the
 * built ones; `generate` names the unbuilt ones a config turns on and generates nothing for
 * them, so a visitor never meets a button that leads nowhere.
 */
import type { Features } from '../resolved-config.js';

export interface FeatureRow {
  /** How `init` and warnings name the feature. */
  readonly title: string;
  /** Whether the generated kit shows or does something for it in this version. */
  readonly built: boolean;
}

export const FEATURES = {
  send: { title: 'Send', built: true },
  receive: { title: 'Receive', built: true },
  history: { title: 'Activity tab', built: true },
  allWallets: { title: 'All Wallets catalogue (WalletConnect)', built: true },
  swaps: { title: 'Swaps', built: false },
  onramp: { title: 'On-ramp (buy crypto)', built: false },
  pay: { title: 'Pay', built: false },
  smartSessions: { title: 'Smart sessions', built: false },
  email: { title: 'Email login (needs endpoints.embeddedWalletUrl)', built: true },
  emailShowWallets: { title: 'Wallets beside email login', built: true },
  analytics: { title: 'Analytics and error telemetry', built: true },
  legalCheckbox: { title: 'Legal checkbox', built: true },
  collapseWallets: { title: 'Collapsed wallet list', built: true },
  names: { title: 'Account names (needs endpoints.namesUrl)', built: true },
} as const satisfies Record<keyof Features, FeatureRow>;

export type FeatureId = keyof typeof FEATURES;

/** Social logins (`socials`) are a list in the config rather than a switch; this version does not build them. */
export const SOCIAL_LOGIN = { title: 'Social logins', built: false } as const satisfies FeatureRow;

const FEATURE_IDS = Object.keys(FEATURES) as FeatureId[];

export const BUILT_FEATURES: readonly FeatureId[] = FEATURE_IDS.filter((id) => FEATURES[id].built);
export const UNBUILT_FEATURES: readonly FeatureId[] = FEATURE_IDS.filter(
  (id) => !FEATURES[id].built,
);

/**
 * What a config file (as written, before defaults) turns on that this version does not build:
 * `features.<id>: true` of an unbuilt feature, and a non-empty `socials` list. Defaults are not
 * counted: the host did not ask for them and the kit shows nothing for them.
 */
export function requestedUnbuiltFeatures(input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return [];
  const { features, socials } = input as { features?: unknown; socials?: unknown };
  const flags = typeof features === 'object' && features !== null ? features : {};
  const requested: string[] = UNBUILT_FEATURES.filter(
    (id) => (flags as Record<string, unknown>)[id] === true,
  ).map((id) => `features.${id}`);
  if (Array.isArray(socials) && socials.length > 0) requested.push('socials');
  return requested;
}
