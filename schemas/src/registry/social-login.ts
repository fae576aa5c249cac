/**
 * The social login row. Apart from the feature rows (features.ts) because the kit reads its
 * provider names while it runs (the wallet service's answer is filtered by them), and a page
 * should not load the other rows with them.
 */
import type { FeatureRow } from './features.js';

/**
 * Social logins (`socials`) are a list in the config rather than a switch. The embedded wallet
 * runs them through the wallet service (`endpoints.embeddedWalletUrl`), each with its button name.
 */
export const SOCIAL_LOGIN = {
  title: 'Social logins',
  built: true,
  endpoint: { key: 'embeddedWalletUrl', service: 'Wallet service URL (npx wallet-kit-server)' },
  providers: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
  },
} as const satisfies FeatureRow & { providers: Record<string, string> };

/** The social logins the wallet service runs as an OAuth client (farcaster is not one of them). */
export type OAuthSocialProvider = keyof typeof SOCIAL_LOGIN.providers;
export const OAUTH_SOCIAL_PROVIDERS = Object.keys(SOCIAL_LOGIN.providers) as OAuthSocialProvider[];
