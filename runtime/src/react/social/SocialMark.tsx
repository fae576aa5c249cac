import { SOCIAL_LOGIN, type OAuthSocialProvider } from '@wallet-kit/schemas';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { socialSheet } from './social.css.js';
import { useSocialLogo } from './useSocialLogo.js';

/**
 * The mark at the start of a social login button: the provider's logo, drawn in the button's
 * text colour (so it stays visible in the light and dark themes), and its first letter until the
 * logos' chunk has arrived or when it cannot.
 */
export function SocialMark({ provider }: { provider: OAuthSocialProvider }) {
  useComponentStyles(socialSheet);
  const path = useSocialLogo(provider);
  if (!path) {
    return (
      <span className="wk-social-mark" aria-hidden="true" data-social-mark="letter">
        {SOCIAL_LOGIN.providers[provider].slice(0, 1)}
      </span>
    );
  }
  return (
    <svg
      className="wk-social-logo"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-social-mark="logo"
    >
      <path d={path} />
    </svg>
  );
}
