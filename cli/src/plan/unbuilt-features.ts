/**
 * The one warning about what a config turns on that this version does not build (the
 * registry's feature rows): named once, and nothing is generated for them.
 */
import { FEATURES, requestedUnbuiltFeatures, SOCIAL_LOGIN } from '@wallet-kit/schemas';
import type { FeatureId } from '@wallet-kit/schemas';

function titleOf(path: string): string {
  if (path === 'socials') return SOCIAL_LOGIN.title;
  return FEATURES[path.slice('features.'.length) as FeatureId].title;
}

/** `[]`, or one warning naming each unbuilt feature that `input` (the config as written) turns on. */
export function unbuiltFeatureWarnings(input: unknown): string[] {
  const requested = requestedUnbuiltFeatures(input);
  if (requested.length === 0) return [];
  const named = requested.map((path) => `${path} (${titleOf(path)})`).join(', ');
  return [
    `Not available in this version of create-wallet-kit, so nothing is generated for: ${named}. ` +
      'The kit shows nothing for them; turn them off in the config to silence this warning.',
  ];
}
