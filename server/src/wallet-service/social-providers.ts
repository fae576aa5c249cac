/**
 * The wallet service as the OAuth 2.0 / OpenID Connect client of each social login provider,
 * through `openid-client`: the authorization code flow with PKCE, `state` checked on return,
 * and for OpenID Connect providers the ID token verified with the issuer's published keys and
 * its `nonce` compared. Providers that are not OpenID Connect are read through their documented
 * token endpoint and user API.
 */
import type * as Oidc from 'openid-client';
import { onFirstUse } from './on-first-use.js';
import {
  OIDC_PROVIDERS,
  type SocialLoginProvider,
  type SocialProviderConfig,
} from './social-config.js';

/** Who logged in: the provider's stable id for the person, and a name to show. */
export interface SocialIdentity {
  subject: string;
  userName: string | undefined;
}

/** The documented endpoints of the OAuth 2.0 providers, under their configured origins. */
const OAUTH_LAYOUT: Record<
  Exclude<SocialLoginProvider, 'google' | 'apple'>,
  {
    authorize: string;
    token: string;
    user: string;
    scope: string;
    /** How the token endpoint takes the client secret. */
    auth: 'post' | 'basic';
    identity: (body: any) => SocialIdentity | undefined;
  }
> = {
  github: {
    authorize: 'base:/login/oauth/authorize',
    token: 'base:/login/oauth/access_token',
    user: 'api:/user',
    scope: 'read:user',
    auth: 'post',
    identity: (body) => identity(body?.id, body?.login ?? body?.name),
  },
  discord: {
    authorize: 'base:/oauth2/authorize',
    token: 'api:/api/oauth2/token',
    user: 'api:/api/users/@me',
    scope: 'identify',
    auth: 'post',
    identity: (body) => identity(body?.id, body?.username ?? body?.global_name),
  },
  x: {
    authorize: 'base:/i/oauth2/authorize',
    token: 'api:/2/oauth2/token',
    user: 'api:/2/users/me',
    scope: 'users.read tweet.read',
    auth: 'basic',
    identity: (body) => identity(body?.data?.id, body?.data?.username ?? body?.data?.name),
  },
  facebook: {
    authorize: 'base:/v19.0/dialog/oauth',
    token: 'api:/v19.0/oauth/access_token',
    user: 'api:/me?fields=id,name',
    scope: 'public_profile',
    auth: 'post',
    identity: (body) => identity(body?.id, body?.name),
  },
};

function identity(id: unknown, name: unknown): SocialIdentity | undefined {
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') return undefined;
  return { subject: String(id), userName: typeof name === 'string' && name ? name : undefined };
}

function endpoint(config: SocialProviderConfig, path: string): string {
  const [where, rest] = path.split(':', 2) as ['base' | 'api', string];
  const origin = (where === 'base' ? config.baseUrl : config.apiUrl)!.replace(/\/+$/, '');
  return `${origin}${rest}`;
}

/** A plain-http address is accepted only for a provider on this machine (tests, the demo). */
function allowHttp(address: string): boolean {
  const { protocol, hostname } = new URL(address);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

class SocialLoginError extends Error {
  override readonly name = 'SocialLoginError';
}

export interface SocialClient {
  provider: SocialLoginProvider;
  authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<URL>;
  /** Exchanges the code of the callback URL for the person's identity; throws when a check fails. */
  finish(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<SocialIdentity>;
}

/** The OpenID client, loaded at the first social login (on-first-use.ts). */
export const openidClient = onFirstUse(() => import('openid-client'));

export function socialClient(
  provider: SocialLoginProvider,
  config: SocialProviderConfig,
): SocialClient {
  const isOidc = OIDC_PROVIDERS.includes(provider);
  const layout = isOidc ? undefined : OAUTH_LAYOUT[provider as keyof typeof OAUTH_LAYOUT];
  let configuration: Promise<Oidc.Configuration> | undefined;

  const load = (): Promise<Oidc.Configuration> => {
    configuration ??= (async () => {
      const oidc = await openidClient();
      if (isOidc) {
        const issuer = new URL(config.issuer!);
        return oidc.discovery(
          issuer,
          config.clientId,
          undefined,
          oidc.ClientSecretPost(config.clientSecret),
          allowHttp(config.issuer!) ? { execute: [oidc.allowInsecureRequests] } : undefined,
        );
      }
      const base = config.baseUrl!;
      const made = new oidc.Configuration(
        {
          issuer: new URL(base).origin,
          authorization_endpoint: endpoint(config, layout!.authorize),
          token_endpoint: endpoint(config, layout!.token),
        },
        config.clientId,
        undefined,
        layout!.auth === 'basic'
          ? oidc.ClientSecretBasic(config.clientSecret)
          : oidc.ClientSecretPost(config.clientSecret),
      );
      if (allowHttp(base) || allowHttp(config.apiUrl!)) oidc.allowInsecureRequests(made);
      return made;
    })();
    // A failed discovery is retried at the next login rather than remembered.
    configuration.catch(() => (configuration = undefined));
    return configuration;
  };

  return {
    provider,
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: isOidc ? 'openid email profile' : layout!.scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      };
      if (isOidc) parameters.nonce = nonce;
      if (provider === 'apple') parameters.scope = 'openid';
      const oidc = await openidClient();
      return oidc.buildAuthorizationUrl(await load(), parameters);
    },

    async finish(callbackUrl, checks) {
      const oidc = await openidClient();
      const configuration = await load();
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(isOidc ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      });
      if (isOidc) {
        const claims = tokens.claims();
        if (!claims?.sub) throw new SocialLoginError('The provider sent no subject');
        const name = [claims.preferred_username, claims.name, claims.email].find(
          (value): value is string => typeof value === 'string' && value !== '',
        );
        return { subject: claims.sub, userName: name };
      }
      const response = await oidc.fetchProtectedResource(
        configuration,
        tokens.access_token,
        new URL(endpoint(config, layout!.user)),
        'GET',
      );
      if (!response.ok) {
        throw new SocialLoginError(`The provider's user API answered ${response.status}`);
      }
      const found = layout!.identity(await response.json());
      if (!found) throw new SocialLoginError("The provider's user API named no user");
      return found;
    },
  };
}
