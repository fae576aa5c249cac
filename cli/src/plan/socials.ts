/**
 * Social login buttons in the generated kit: the config's `socials` in its order, those the
 * wallet service runs as an OAuth client (farcaster is another login), when social login is
 * active (the registry's `featureActive`: built, and the wallet service named). Which of them
 * the service has configured is asked at run time; the kit hides the others.
 */
import { featureActive, OAUTH_SOCIAL_PROVIDERS, SWITCH_ROWS } from '@wallet-kit/schemas';
import type { OAuthSocialProvider, ResolvedConfig, SwitchRows } from '@wallet-kit/schemas';

export function planSocials(
  config: ResolvedConfig,
  rows: SwitchRows = SWITCH_ROWS,
): OAuthSocialProvider[] {
  if (!featureActive(config, 'socials', rows)) return [];
  return config.socials.filter((provider): provider is OAuthSocialProvider =>
    (OAUTH_SOCIAL_PROVIDERS as readonly string[]).includes(provider),
  );
}

/**
 * Whether the kit has a login of its own (email, or a social login), so a connected account
 * may be such a login's and signs out rather than disconnects.
 */
export function hasLoginMethods(views: readonly string[], socials: readonly string[]): boolean {
  return views.includes('EmailVerifyOtp') || socials.length > 0;
}
