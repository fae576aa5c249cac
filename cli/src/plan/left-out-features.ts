/**
 * What `generate` says about the switches it leaves out (the registry's `whyLeftOut`): one
 * line for each switch the config as written turns on whose service URL is missing, naming the
 * switch and the endpoint; and one notice naming the switches on by default that are left out,
 * so nothing is dropped without a word. Switches the config turns on that this version does not
 * build are named by `unbuilt-features.ts`.
 */
import { SWITCH_IDS, switchPath, whyLeftOut } from '@wallet-kit/schemas';
import type { LeftOutReason, ResolvedConfig, SwitchId } from '@wallet-kit/schemas';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Whether the config file (before defaults) itself turns `id` on. */
function writtenOn(input: unknown, id: SwitchId): boolean {
  if (id === 'socials') {
    const socials = field(input, 'socials');
    return Array.isArray(socials) && socials.length > 0;
  }
  return field(field(input, 'features'), id) === true;
}

function reasonText(reason: LeftOutReason): string {
  return reason.kind === 'not-built'
    ? 'this version does not build it'
    : `it needs endpoints.${reason.endpoint.key} (${reason.endpoint.service})`;
}

/** One line per switch the config turns on whose service URL is missing. */
export function missingEndpointWarnings(input: unknown, config: ResolvedConfig): string[] {
  return SWITCH_IDS.flatMap((id) => {
    const reason = whyLeftOut(config, id);
    if (reason?.kind !== 'no-endpoint' || !writtenOn(input, id)) return [];
    const path = switchPath(id);
    return [
      `${path} is left out of the generated kit: ${reasonText(reason)}. ` +
        `Set endpoints.${reason.endpoint.key}, or turn ${path} off to silence this warning.`,
    ];
  });
}

/** `[]`, or one notice naming each switch on by default that the kit leaves out, and why. */
export function leftOutDefaultsNotices(input: unknown, config: ResolvedConfig): string[] {
  const named = SWITCH_IDS.flatMap((id) => {
    const reason = whyLeftOut(config, id);
    if (!reason || writtenOn(input, id)) return [];
    return [`${switchPath(id)} (${reasonText(reason)})`];
  });
  if (named.length === 0) return [];
  return [`Left out of the generated kit although on by default: ${named.join('; ')}.`];
}
