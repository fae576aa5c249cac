// @vitest-environment jsdom
/**
 * The social buttons' logos: one for every provider, drawn once the logos' chunk arrives, the
 * letter meanwhile and when it cannot arrive.
 */
import { OAUTH_SOCIAL_PROVIDERS } from '@wallet-kit/schemas';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKit } from '../../core/testing/test-support.js';
import { renderWithKit } from '../testing/render.js';
import { SOCIAL_LOGO_PATHS } from './social-logos.js';
import { SocialLogin } from './SocialLogin.js';
import { loadSocialLogos } from './useSocialLogo.js';

afterEach(cleanup);

describe('social login logos', () => {
  it('every social provider has a logo of simple-icons', () => {
    for (const provider of OAUTH_SOCIAL_PROVIDERS) {
      expect(SOCIAL_LOGO_PATHS[provider], provider).toMatch(/^M[\d.\s,a-zA-Z-]+$/);
    }
  });

  it('a social button shows its logo as an SVG once the logos are loaded, not its letter', async () => {
    // Social login runs in the wallet service: a kit has it only with the service named.
    const endpoints = { embeddedWalletUrl: 'http://127.0.0.1:9' };
    const { kit } = createTestKit({ config: { socials: ['google', 'x'] as never, endpoints } });
    kit.stores.embedded.setState({ availableSocials: ['google', 'x'] as never });
    renderWithKit(kit, <SocialLogin />);
    const google = screen.getByTestId('wk-social-google');
    await waitFor(() =>
      expect(google.querySelector('svg[data-social-mark="logo"]')).not.toBeNull(),
    );
    expect(google.querySelector('path')?.getAttribute('d')).toBe(SOCIAL_LOGO_PATHS.google);
    expect(google.querySelector('[data-social-mark="letter"]')).toBeNull();
    expect(google.textContent).toBe('Continue with Google');
  });

  it('a logos chunk that fails to load gives no logos (the letter stays), without throwing', async () => {
    const missing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadSocialLogos(missing)).resolves.toBeUndefined();
  });
});
