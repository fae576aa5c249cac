/**
 * Whether a feature is on in the generated kit: the one place that decides it, from the
 * config's switch and the feature's row (features.ts, social-login.ts). A feature is active when
 * the config turns it on, this version builds it and the service it cannot work without is
 * named. Anything else leaves the feature out; the CLI names every switch it leaves out and why
 * (docs/decisions.md, "One rule for whether a feature is on"). The generated config is written
 * with every switch decided here (`decidedSwitches`), so the kit reads its switches as they are
 * written (`switchedOn`) and loads none of the rows.
 */
import type { Endpoints, Features } from '../resolved-config.js';
import { FEATURES, type FeatureId, type FeatureRow } from './features.js';
import { SOCIAL_LOGIN } from './social-login.js';
import { switchedOn, type SwitchId } from './switched-on.js';

/** The part of a config the decision reads. */
export interface SwitchesView {
  readonly features: Readonly<Features>;
  readonly socials: readonly string[];
  readonly endpoints: Readonly<Endpoints>;
}

/** Every switch's row. A test passes its own rows to decide with a feature built or not. */
export type SwitchRows = Readonly<Record<SwitchId, FeatureRow>>;

export const SWITCH_ROWS: SwitchRows = { ...FEATURES, socials: SOCIAL_LOGIN };

export const SWITCH_IDS = Object.keys(SWITCH_ROWS) as SwitchId[];

/** How the config names a switch: `features.<id>`, or `socials`. */
export function switchPath(id: SwitchId): string {
  return id === 'socials' ? 'socials' : `features.${id}`;
}

/** Why a feature the config turns on is left out of the kit. */
export type LeftOutReason =
  | { readonly kind: 'not-built' }
  | { readonly kind: 'no-endpoint'; readonly endpoint: NonNullable<FeatureRow['endpoint']> };

/** Why `id` is left out although the config turns it on; undefined when it is active or off. */
export function whyLeftOut(
  config: SwitchesView,
  id: SwitchId,
  rows: SwitchRows = SWITCH_ROWS,
): LeftOutReason | undefined {
  if (!switchedOn(config, id)) return undefined;
  const row = rows[id];
  if (!row.built) return { kind: 'not-built' };
  if (row.endpoint && !config.endpoints[row.endpoint.key]) {
    return { kind: 'no-endpoint', endpoint: row.endpoint };
  }
  return undefined;
}

/** Whether feature `id` is on in the kit: switched on, built, and its service named. */
export function featureActive(
  config: SwitchesView,
  id: SwitchId,
  rows: SwitchRows = SWITCH_ROWS,
): boolean {
  return switchedOn(config, id) && whyLeftOut(config, id, rows) === undefined;
}

/** The `features` map with each switch replaced by whether it is active (the generated config). */
export function activeFeatures(config: SwitchesView, rows: SwitchRows = SWITCH_ROWS): Features {
  const active: Features = { ...config.features };
  for (const id of Object.keys(active) as FeatureId[]) active[id] = featureActive(config, id, rows);
  return active;
}

/**
 * The config's switches as the generated config writes them: each feature switch replaced by
 * whether it is active, and the social logins emptied when social login is left out. On such a
 * config `switchedOn` answers as `featureActive` does, which is what lets the kit read it.
 */
export function decidedSwitches<Social extends string>(
  config: SwitchesView & { readonly socials: readonly Social[] },
  rows: SwitchRows = SWITCH_ROWS,
): { features: Features; socials: Social[] } {
  return {
    features: activeFeatures(config, rows),
    socials: featureActive(config, 'socials', rows) ? [...config.socials] : [],
  };
}
