/**
 * The start-up allowed-origin check: with email (or social) login on, the kit asks the
 * wallet service which origins the project allows and shows "Invalid App Configuration" when
 * the page's origin is not among them, so the host learns at once why logins would fail. An
 * unreachable service or an unreadable answer shows nothing: the frame reports those itself.
 * The embedded front runs it at the kit's start (`embedded-front.ts`): only a kit with email or
 * social login is given one, so no other kit loads this file.
 */
import { OAUTH_SOCIAL_PROVIDERS, switchedOn, type OAuthSocialProvider } from '@wallet-kit/schemas';
import { alertsOf, ALERTS } from './alerts.js';
import type { KitContext } from './context.js';

export function allowedOriginsUrl(embeddedWalletUrl: string, projectId: string): string {
  const base = embeddedWalletUrl.replace(/\/+$/, '');
  return `${base}/v1/projects/${encodeURIComponent(projectId)}/origins`;
}

/** Whether the check applies: a service URL is set and email or social login is on. */
export function needsAllowedOriginCheck(ctx: Pick<KitContext, 'config'>): boolean {
  const { config } = ctx;
  return switchedOn(config, 'email') || switchedOn(config, 'socials');
}

export async function checkAllowedOrigin(
  ctx: Pick<KitContext, 'config' | 'stores' | 'timers'>,
  options: { origin?: string; fetch?: typeof fetch } = {},
): Promise<boolean | undefined> {
  const url = ctx.config.endpoints.embeddedWalletUrl;
  const origin = options.origin ?? globalThis.location?.origin;
  if (!url || !origin || !needsAllowedOriginCheck(ctx)) return undefined;
  const doFetch = options.fetch ?? globalThis.fetch;
  let origins: unknown;
  try {
    const response = await doFetch(allowedOriginsUrl(url, ctx.config.projectId));
    if (!response.ok) {
      // An unknown project is as wrong a configuration as a missing origin.
      if (response.status === 404) alertsOf(ctx).open(ALERTS.INVALID_APP_CONFIGURATION);
      return response.status === 404 ? false : undefined;
    }
    const answer = (await response.json()) as { origins?: unknown; socials?: unknown } | null;
    origins = answer?.origins;
    // The social logins the service runs: the kit shows only their buttons.
    if (Array.isArray(answer?.socials)) {
      const known = OAUTH_SOCIAL_PROVIDERS as readonly unknown[];
      ctx.stores.embedded.setState({
        availableSocials: answer.socials.filter((item): item is OAuthSocialProvider =>
          known.includes(item),
        ),
        farcasterAvailable: answer.socials.includes('farcaster'),
      });
    }
  } catch {
    return undefined;
  }
  if (!Array.isArray(origins)) return undefined;
  const allowed = origins.some((item) => item === origin);
  if (!allowed) alertsOf(ctx).open(ALERTS.INVALID_APP_CONFIGURATION, { variant: 'error' });
  return allowed;
}
