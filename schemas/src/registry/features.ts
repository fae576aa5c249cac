/**
 * The config's feature switches and whether this version builds them. `init` offers only the
 * built ones; `generate` names the unbuilt ones a config turns on and generates nothing for
 * them, so a visitor never meets a button that leads nowhere.
 */
import type { Endpoints, Features } from '../resolved-config.js';

export interface FeatureRow {
  /** How `init` and warnings name the feature. */
  readonly title: string;
  /** Whether the generated kit shows or does something for it in this version. */
  readonly built: boolean;
  /**
   * The service the feature cannot work without: its `endpoints` key and how to name it. `init`
   * asks for its URL when the feature is chosen and writes the feature on only when one is given.
   */
  readonly endpoint?: { readonly key: keyof Endpoints; readonly service: string };
}

export const FEATURES = {
  send: { title: 'Send', built: true },
  receive: { title: 'Receive', built: true },
  history: { title: 'Activity tab', built: true },
  allWallets: { title: 'All Wallets catalogue (WalletConnect)', built: true },
  swaps: { title: 'Swaps', built: true },
  onramp: { title: 'On-ramp (buy crypto)', built: false },
  pay: { title: 'Pay', built: false },
  smartSessions: { title: 'Smart sessions', built: false },
  email: {
    title: 'Email login',
    built: true,
    endpoint: { key: 'embeddedWalletUrl', service: 'Wallet service URL (npx wallet-kit-server)' },
  },
  emailShowWallets: { title: 'Wallets beside email login', built: true },
  analytics: {
    title: 'Analytics and error telemetry',
    built: true,
    endpoint: { key: 'analyticsUrl', service: 'Analytics URL (events are posted to <url>/e)' },
  },
  legalCheckbox: { title: 'Legal checkbox', built: true },
  collapseWallets: { title: 'Collapsed wallet list', built: true },
  names: {
    title: 'Account names',
    built: true,
    endpoint: {
      key: 'namesUrl',
      service: 'Names service URL (createNamesHandler of @wallet-kit/server/names)',
    },
  },
} as const satisfies Record<keyof Features, FeatureRow>;

export type FeatureId = keyof typeof FEATURES;

const FEATURE_IDS = Object.keys(FEATURES) as FeatureId[];

/** The service a feature cannot work without, or undefined when it needs none. */
export function featureEndpoint(id: FeatureId): FeatureRow['endpoint'] {
  return (FEATURES[id] as FeatureRow).endpoint;
}

export const BUILT_FEATURES: readonly FeatureId[] = FEATURE_IDS.filter((id) => FEATURES[id].built);
export const UNBUILT_FEATURES: readonly FeatureId[] = FEATURE_IDS.filter(
  (id) => !FEATURES[id].built,
);
