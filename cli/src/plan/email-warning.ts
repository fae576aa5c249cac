/**
 * Email login needs the wallet service: a config that turns `features.email` on without
 * `endpoints.embeddedWalletUrl` gets one warning, and the generated kit leaves email login out
 * (`embedded.ts`). Read from the config as written: the default switch, with no URL, is not
 * worth a warning.
 */
export const EMAIL_WITHOUT_URL_WARNING =
  'features.email needs endpoints.embeddedWalletUrl (the wallet service, e.g. ' +
  'wallet-kit-server): email login is left out of the generated kit until it is set.';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** `[]`, or the one warning when `input` turns email login on with no wallet service URL. */
export function emailWarnings(input: unknown): string[] {
  const on = field(field(input, 'features'), 'email') === true;
  const url = field(field(input, 'endpoints'), 'embeddedWalletUrl');
  return on && (typeof url !== 'string' || url === '') ? [EMAIL_WITHOUT_URL_WARNING] : [];
}
