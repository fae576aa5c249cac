/**
 * Which social login buttons Connect shows, in which order: the config's `socials` order, only
 * those the wallet service runs, and inside Telegram's mini-app browser not those Telegram's
 * platform cannot complete (iOS: google; macOS: x; Android: facebook and x).
 */
import { OAUTH_SOCIAL_PROVIDERS, type OAuthSocialProvider } from '@wallet-kit/schemas';

/** How many buttons are shown large; the others wait behind "More". */
export const LARGE_SOCIAL_BUTTONS = 2;

const TELEGRAM_HIDDEN: Record<string, readonly OAuthSocialProvider[]> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
};

/** Telegram's platform name when the page runs in a Telegram mini app, else undefined. */
export function telegramPlatform(win: unknown = globalThis): string | undefined {
  const platform = (win as { Telegram?: { WebApp?: { platform?: unknown } } })?.Telegram?.WebApp
    ?.platform;
  return typeof platform === 'string' && platform !== 'unknown' ? platform : undefined;
}

export function socialsToShow(
  configured: readonly string[],
  available: readonly OAuthSocialProvider[] | undefined,
  platform: string | undefined,
): OAuthSocialProvider[] {
  const hidden = (platform && TELEGRAM_HIDDEN[platform]) || [];
  return configured.filter(
    (provider): provider is OAuthSocialProvider =>
      (OAUTH_SOCIAL_PROVIDERS as readonly string[]).includes(provider) &&
      (available ?? []).includes(provider as OAuthSocialProvider) &&
      !hidden.includes(provider as OAuthSocialProvider),
  );
}

/**
 * The large buttons and the ones behind "More". Up to one more than the large ones, all are
 * large: a "More" that hides a single button would only add a press.
 */
export function splitSocials(
  providers: readonly OAuthSocialProvider[],
  large = LARGE_SOCIAL_BUTTONS,
): { large: OAuthSocialProvider[]; more: OAuthSocialProvider[] } {
  if (providers.length <= large + 1) return { large: [...providers], more: [] };
  return { large: providers.slice(0, large), more: providers.slice(large) };
}
