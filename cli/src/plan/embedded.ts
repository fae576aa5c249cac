/**
 * Email login in the generated kit (and social login, which runs in the same embedded wallet): on when `features.email` is on (or a social login is planned), this version builds it
 * (the registry's feature row) and the config names the wallet service
 * (`endpoints.embeddedWalletUrl`). The provider then hands the kit a loader that imports the
 * registry's embedded-wallet module on demand, never at the page's first load.
 */
import { EMBEDDED_WALLET, FEATURES } from '@wallet-kit/schemas';
import type { FeatureRow, ResolvedConfig } from '@wallet-kit/schemas';
import { planSocials } from './socials.js';

export interface EmbeddedPlan {
  /** The runtime subpath imported on demand. */
  module: string;
  /** Its named export, called with no arguments. */
  factory: string;
}

/** `features`: the registry's feature rows (a test may plan with email login built). */
export function planEmbedded(
  config: ResolvedConfig,
  features: Readonly<Record<typeof EMBEDDED_WALLET.feature, FeatureRow>> = FEATURES,
): EmbeddedPlan | undefined {
  const emailOn =
    config.features[EMBEDDED_WALLET.feature] && features[EMBEDDED_WALLET.feature].built;
  // Social logins run in the same embedded wallet, so they load it too.
  if (!emailOn && planSocials(config).length === 0) return undefined;
  if (!config.endpoints.embeddedWalletUrl) return undefined;
  return { module: EMBEDDED_WALLET.module, factory: EMBEDDED_WALLET.factory };
}
