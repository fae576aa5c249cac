/**
 * The logo of each social login button, from `simple-icons` (CC0-1.0): the path of a 24×24
 * single-colour SVG. This module is reached only through a dynamic import (`useSocialLogo.ts`),
 * so a host's bundler puts these few paths in a chunk of their own, fetched when Connect shows a
 * social button; the named imports let it leave the rest of the icon set out.
 * `social-logos.test.ts` checks every provider has one.
 */
import type { OAuthSocialProvider } from '@wallet-kit/schemas';
import { siApple, siDiscord, siFacebook, siGithub, siGoogle, siX } from 'simple-icons';

export const SOCIAL_LOGO_PATHS: Readonly<Record<OAuthSocialProvider, string>> = {
  google: siGoogle.path,
  github: siGithub.path,
  apple: siApple.path,
  facebook: siFacebook.path,
  x: siX.path,
  discord: siDiscord.path,
};
