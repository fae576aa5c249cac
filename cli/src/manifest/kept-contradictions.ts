/**
 * A kept edit can contradict the config: a view file kept while the config no longer enables
 * that view (Send kept with `features.send: false`) is never shown, the modal says "This screen
 * is not available". Such a file is reported by name with the config fields that turned the view
 * off, found by watching which fields the view's rule reads.
 */
import { REGISTRY } from '@wallet-kit/schemas';
import type { CapabilityRegistry, ResolvedConfig } from '@wallet-kit/schemas';
import type { FileChange } from './changes.js';

/** `config` seen through a proxy that records every leaf value read, by dotted path. */
function recordingReads(config: ResolvedConfig, reads: Map<string, unknown>): ResolvedConfig {
  const wrap = (value: object, path: string): object =>
    new Proxy(value, {
      get(target, key, receiver) {
        const inner = Reflect.get(target, key, receiver) as unknown;
        if (typeof key !== 'string') return inner;
        const innerPath = path ? `${path}.${key}` : key;
        if (inner !== null && typeof inner === 'object') return wrap(inner, innerPath);
        if (typeof inner !== 'function') reads.set(innerPath, inner);
        return inner;
      },
    });
  return wrap(config, '') as ResolvedConfig;
}

/** Why the config does not generate `view`, or undefined when it does. */
function whyViewIsOff(
  view: string,
  config: ResolvedConfig,
  registry: CapabilityRegistry = REGISTRY,
): string | undefined {
  const row = registry.views[view as keyof typeof registry.views];
  if (!row) return undefined;
  const reads = new Map<string, unknown>();
  if (!row.enabledBy(recordingReads(config, reads))) {
    // A short-circuiting rule stops at the field that decided it: the last one read. Earlier
    // fields that are off (`a || b`) decided it too; earlier ones that are on did not.
    const deciding = [...reads].filter(
      ([, value], index, all) => index === all.length - 1 || !value,
    );
    const fields = deciding.map(
      ([path, value]) => `${path} is ${value === undefined ? 'not set' : JSON.stringify(value)}`,
    );
    return fields.length > 0 ? fields.join(', ') : 'this version never generates it';
  }
  const { needs } = row;
  if (needs === undefined) return undefined;
  const able = config.networks.some(
    (network) => registry.chainFamilies[network.chainNamespace][needs],
  );
  return able ? undefined : `no network in networks supports ${needs}`;
}

/** Kept or accepted view files whose view the config turns off, with the message to report. */
export function keptEditContradictions(
  changes: readonly FileChange[],
  config: ResolvedConfig,
  registry: CapabilityRegistry = REGISTRY,
): Map<string, string> {
  const found = new Map<string, string>();
  for (const change of changes) {
    if (change.kind !== 'kept-edited' && change.kind !== 'accepted') continue;
    const view = /^views\/([A-Za-z]+)\.tsx$/.exec(change.path)?.[1];
    if (view === undefined) continue;
    const why = whyViewIsOff(view, config, registry);
    if (why === undefined) continue;
    found.set(
      change.path,
      `${change.path} is kept, but the config does not enable the ${view} view (${why}): the ` +
        'modal cannot show it. Turn it on in the config, or delete the file.',
    );
  }
  return found;
}
