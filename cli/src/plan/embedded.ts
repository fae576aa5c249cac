/**
 * The embedded wallet in the generated kit: loaded when email login or a social login (which
 * runs in the same embedded wallet) is active, as the registry's `featureActive` decides. The
 * provider then hands the kit a loader that imports the registry's embedded-wallet module on
 * demand, never at the page's first load.
 */
import { EMBEDDED_WALLET, featureActive, SWITCH_ROWS } from '@wallet-kit/schemas';
import type { ResolvedConfig, SwitchRows } from '@wallet-kit/schemas';
import { planSocials } from './socials.js';

export interface EmbeddedPlan {
  /** The runtime subpath imported on demand. */
  module: string;
  /** Its named export, called with no arguments. */
  factory: string;
}

/** `rows`: the registry's feature rows (a test may plan with email login built or not). */
export function planEmbedded(
  config: ResolvedConfig,
  rows: SwitchRows = SWITCH_ROWS,
): EmbeddedPlan | undefined {
  const emailOn = featureActive(config, EMBEDDED_WALLET.feature, rows);
  if (!emailOn && planSocials(config, rows).length === 0) return undefined;
  return { module: EMBEDDED_WALLET.module, factory: EMBEDDED_WALLET.factory };
}
