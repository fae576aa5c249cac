import { describe, expect, test } from 'vitest';
import type { Endpoints, Features } from '../resolved-config.js';
import { DEFAULT_FEATURES } from '../config/defaults.js';
import {
  activeFeatures,
  decidedSwitches,
  featureActive,
  SWITCH_IDS,
  SWITCH_ROWS,
  switchPath,
  whyLeftOut,
  type SwitchesView,
} from './feature-active.js';
import { switchedOn, type SwitchId } from './switched-on.js';

const ALL_ENDPOINTS: Endpoints = {
  embeddedWalletUrl: 'https://wallet.example',
  analyticsUrl: 'https://events.example',
  namesUrl: 'https://names.example',
};
const ALL_OFF = Object.fromEntries(Object.keys(DEFAULT_FEATURES).map((id) => [id, false]));

/** A config with only `id` switched on, and the given endpoints. */
function onlyOn(id: SwitchId, endpoints: Endpoints = ALL_ENDPOINTS): SwitchesView {
  const features = { ...ALL_OFF } as unknown as Features;
  if (id !== 'socials') features[id] = true;
  return { features, socials: id === 'socials' ? ['google'] : [], endpoints };
}

/** The rows with `id` marked built (or not). */
function rowsWith(id: SwitchId, built: boolean) {
  return { ...SWITCH_ROWS, [id]: { ...SWITCH_ROWS[id], built } };
}

describe('featureActive, for each row of the registry', () => {
  test.each(SWITCH_IDS)('%s: off when the config turns it off', (id) => {
    const off: SwitchesView = { ...onlyOn(id), features: ALL_OFF as unknown as Features };
    expect(featureActive({ ...off, socials: [] }, id, rowsWith(id, true))).toBe(false);
  });

  test.each(SWITCH_IDS)('%s: on when turned on, built and its service named', (id) => {
    expect(featureActive(onlyOn(id), id, rowsWith(id, true))).toBe(true);
  });

  test.each(SWITCH_IDS)('%s: left out while this version does not build it', (id) => {
    expect(featureActive(onlyOn(id), id, rowsWith(id, false))).toBe(false);
    expect(whyLeftOut(onlyOn(id), id, rowsWith(id, false))).toEqual({ kind: 'not-built' });
  });

  test.each(SWITCH_IDS)('%s: left out when the service its row names is missing', (id) => {
    const endpoint = SWITCH_ROWS[id].endpoint;
    const config = onlyOn(id, {});
    expect(featureActive(config, id, rowsWith(id, true))).toBe(!endpoint);
    expect(whyLeftOut(config, id, rowsWith(id, true))).toEqual(
      endpoint ? { kind: 'no-endpoint', endpoint } : undefined,
    );
  });

  test.each(SWITCH_IDS)("%s: decided by this version's own row", (id) => {
    expect(featureActive(onlyOn(id), id)).toBe(SWITCH_ROWS[id].built);
  });
});

describe('the rows', () => {
  test('onramp, pay and smart sessions are marked not built', () => {
    const unbuilt = SWITCH_IDS.filter((id) => !SWITCH_ROWS[id].built);
    expect(unbuilt.sort()).toEqual(['onramp', 'pay', 'smartSessions']);
  });

  test('email, social logins, analytics and names each name the service they need', () => {
    const needs = SWITCH_IDS.flatMap((id) => {
      const endpoint = SWITCH_ROWS[id].endpoint;
      return endpoint ? [`${switchPath(id)} → ${endpoint.key}`] : [];
    });
    expect(needs).toEqual([
      'features.email → embeddedWalletUrl',
      'features.analytics → analyticsUrl',
      'features.names → namesUrl',
      'socials → embeddedWalletUrl',
    ]);
  });
});

describe('activeFeatures', () => {
  test('the defaults with no service write every unbuilt or unserved switch as off', () => {
    const active = activeFeatures({ features: DEFAULT_FEATURES, socials: [], endpoints: {} });
    for (const id of ['onramp', 'email', 'analytics'] as const) {
      expect(active[id]).toBe(false);
    }
    expect(active.send).toBe(true);
    expect(active.swaps).toBe(true);
    expect(Object.keys(active)).toEqual(Object.keys(DEFAULT_FEATURES));
  });
});

describe('decidedSwitches: the switches as the generated config writes them', () => {
  // The kit reads a generated config's switches as written (`switchedOn`), without the rows:
  // on the decided switches that reading must give featureActive's answer, whatever the rows.
  const endpointSets: Endpoints[] = [ALL_ENDPOINTS, {}];
  test.each(SWITCH_IDS)('%s: read as written, a decided switch is featureActive', (id) => {
    for (const endpoints of endpointSets) {
      for (const built of [true, false]) {
        const rows = rowsWith(id, built);
        const config = onlyOn(id, endpoints);
        const decided = { ...config, ...decidedSwitches(config, rows) };
        for (const other of SWITCH_IDS) {
          expect(switchedOn(decided, other)).toBe(featureActive(config, other, rows));
        }
      }
    }
  });

  test('social logins left out are written as an empty list, kept as they are when active', () => {
    const socials = ['google', 'farcaster'];
    const config = { features: DEFAULT_FEATURES, socials, endpoints: {} };
    expect(decidedSwitches(config).socials).toEqual([]);
    const served = { ...config, endpoints: { embeddedWalletUrl: 'https://wallet.example' } };
    expect(decidedSwitches(served).socials).toEqual(socials);
  });
});
