/**
 * Whether a feature is on in the generated kit: the one place that decides it, from the
 * config's switch and the feature's row (features.ts, social-login.ts). A feature is active when
 * the config turns it on, this version builds it and the service it cannot work without is
 * named. Anything else leaves the feature out; the CLI names every switch it leaves out and why
 * (docs/decisions.md, "One rule for whether a feature is on"). Loaded by the page too: it reads
 * the feature rows only, never the view rows.
 */
import type { Endpoints, Features } from '../resolved-config.js';
import { FEATURES, type FeatureId, type FeatureRow } from './features.js';
import { SOCIAL_LOGIN } from './social-login.js';

/** A feature switch of the config, or `socials` (a list of logins: on when not empty). */
export type SwitchId = FeatureId | 'socials';

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

/** What the config asks for, before the registry has its say. */
export function switchedOn(config: Pick<SwitchesView, 'features' | 'socials'>, id: SwitchId) {
  return id === 'socials' ? config.socials.length > 0 : config.features[id];
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
