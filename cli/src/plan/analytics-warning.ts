/**
 * Analytics needs somewhere to send to: a config that turns `features.analytics` on without
 * `endpoints.analyticsUrl` gets one warning that nothing will be sent. Read from the config as
 * written: the default switch, with no URL, sends nothing and is not worth a warning.
 */
export const ANALYTICS_WITHOUT_URL_WARNING =
  'features.analytics is on but endpoints.analyticsUrl is not set, so no analytics or error ' +
  'telemetry is sent. Set endpoints.analyticsUrl (for example to the events endpoint of ' +
  '@wallet-kit/server) or turn features.analytics off to silence this warning.';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** `[]`, or the one warning when `input` turns analytics on with no analytics URL. */
export function analyticsWarnings(input: unknown): string[] {
  const on = field(field(input, 'features'), 'analytics') === true;
  const url = field(field(input, 'endpoints'), 'analyticsUrl');
  return on && (typeof url !== 'string' || url === '') ? [ANALYTICS_WITHOUT_URL_WARNING] : [];
}
