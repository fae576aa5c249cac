/**
 * Which social login providers the wallet service is the OAuth client of, read from the
 * `SOCIAL_PROVIDERS` environment variable (JSON). A provider without an entry is not available:
 * the service logs it at start and tells the kit, which hides its button. No provider has a
 * default address, so a service configured with nothing reaches nothing.
 *
 * OpenID Connect providers (google, apple) give an `issuer`; their endpoints and keys come from
 * the issuer's discovery document. The others give `baseUrl` (where the visitor's browser is sent
 * to log in) and `apiUrl` (where the service exchanges the code and reads the user); the paths
 * under them are the providers' documented ones (see social-providers.ts).
 */
import { z } from 'zod';

export const SOCIAL_LOGIN_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const;
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number];

/** The providers that speak OpenID Connect: their identity comes from a verified ID token. */
export const OIDC_PROVIDERS: readonly SocialLoginProvider[] = ['google', 'apple'];

export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect providers: the issuer URL (discovery at `{issuer}/.well-known/openid-configuration`). */
  issuer?: string | undefined;
  /** OAuth 2.0 providers: the origin of the authorization page. */
  baseUrl?: string | undefined;
  /** OAuth 2.0 providers: the origin of the token endpoint and the user API. */
  apiUrl?: string | undefined;
}

export type SocialProvidersConfig = Partial<Record<SocialLoginProvider, SocialProviderConfig>>;

const url = z.string().refine((text) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}, 'must be an http(s) URL');

const entry = z.object({
  clientId: z.string().min(1, 'clientId is missing'),
  clientSecret: z.string().min(1, 'clientSecret is missing'),
  issuer: url.optional(),
  baseUrl: url.optional(),
  apiUrl: url.optional(),
});

/** The `SOCIAL_PROVIDERS` value: each provider's entry has what its kind of login needs. */
export const socialProvidersSchema = z
  .partialRecord(z.enum(SOCIAL_LOGIN_PROVIDERS), entry)
  .superRefine((providers, ctx) => {
    for (const [name, config] of Object.entries(providers)) {
      if (!config) continue;
      const oidc = OIDC_PROVIDERS.includes(name as SocialLoginProvider);
      if (oidc && !config.issuer) {
        ctx.addIssue({ code: 'custom', message: `${name} needs issuer` });
      }
      if (!oidc && (!config.baseUrl || !config.apiUrl)) {
        ctx.addIssue({ code: 'custom', message: `${name} needs baseUrl and apiUrl` });
      }
    }
  });

/** The providers a configuration makes available, in the order the kit lists them. */
export function availableSocialProviders(config: SocialProvidersConfig): SocialLoginProvider[] {
  return SOCIAL_LOGIN_PROVIDERS.filter((provider) => config[provider] !== undefined);
}
