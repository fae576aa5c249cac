/**
 * What `generate` says about the switches it leaves out, from the registry's `whyLeftOut`, so
 * nothing is dropped without a word. Two kinds of line, because the host did or did not ask:
 * - warnings, for switches the config as written turns on: one line naming every switch this
 *   version does not build, and one line per switch whose service URL is missing;
 * - one notice naming the switches on only by default that are left out, and why (a `--check`
 *   run does not repeat it).
 */
import { SWITCH_IDS, SWITCH_ROWS, switchPath, whyLeftOut } from '@wallet-kit/schemas';
import type { LeftOutReason, ResolvedConfig, SwitchId } from '@wallet-kit/schemas';

export interface LeftOutReport {
  /** About switches the config file itself turns on. */
  warnings: string[];
  /** About switches on by default only. */
  notices: string[];
}

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

/**
 * Every switch the kit leaves out and why: `input` is the config as written (to tell what the
 * host asked for from a default), `config` the same config resolved.
 */
export function leftOutReport(input: unknown, config: ResolvedConfig): LeftOutReport {
  const left = SWITCH_IDS.flatMap((id) => {
    const reason = whyLeftOut(config, id);
    return reason ? [{ id, path: switchPath(id), reason, asked: writtenOn(input, id) }] : [];
  });
  const asked = left.filter((switched) => switched.asked);
  const defaults = left.filter((switched) => !switched.asked);
  const warnings: string[] = [];

  const unbuilt = asked.filter(({ reason }) => reason.kind === 'not-built');
  if (unbuilt.length > 0) {
    const named = unbuilt.map(({ id, path }) => `${path} (${SWITCH_ROWS[id].title})`).join(', ');
    warnings.push(
      `Not available in this version of create-wallet-kit, so nothing is generated for: ${named}. ` +
        'The kit shows nothing for them; turn them off in the config to silence this warning.',
    );
  }
  for (const { path, reason } of asked) {
    if (reason.kind !== 'no-endpoint') continue;
    warnings.push(
      `${path} is left out of the generated kit: ${reasonText(reason)}. ` +
        `Set endpoints.${reason.endpoint.key}, or turn ${path} off to silence this warning.`,
    );
  }

  const notices =
    defaults.length === 0
      ? []
      : [
          'Left out of the generated kit although on by default: ' +
            `${defaults.map(({ path, reason }) => `${path} (${reasonText(reason)})`).join('; ')}.`,
        ];
  return { warnings, notices };
}
