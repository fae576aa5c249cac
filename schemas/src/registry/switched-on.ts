/**
 * What a config's switch says, with no feature row: `features.<id>`, or for `socials` a list of
 * logins, on when not empty. Apart from feature-active.ts so the page reads it without loading
 * the rows. On a config the user wrote, this is only what the config asks for, and
 * `featureActive` then has its say; the generated config is written with every switch already
 * decided (`decidedSwitches`), so there this answer is the decision and the kit reads nothing
 * else (docs/decisions.md, "The kit reads the switches the generator decided").
 */
import type { Features } from '../resolved-config.js';
import type { FeatureId } from './features.js';

/** A feature switch of the config, or `socials` (a list of logins: on when not empty). */
export type SwitchId = FeatureId | 'socials';

/** What the config's switch `id` says. */
export function switchedOn(
  config: { readonly features: Readonly<Features>; readonly socials: readonly string[] },
  id: SwitchId,
): boolean {
  return id === 'socials' ? config.socials.length > 0 : config.features[id];
}
