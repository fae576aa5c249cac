/// <reference path="./oidc-provider-module.d.ts" />
/**
 * A real OpenID Connect provider on loopback (`oidc-provider`), standing in for Google or Apple:
 * discovery, signed ID tokens, PKCE, and its development login page, where any login name and
 * password are accepted and the login name becomes the person's `sub`. Consent is granted
 * without asking, so a login is one form.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface LocalOidcProvider {
  /** The issuer URL, e.g. http://127.0.0.1:41234 */
  issuer: string;
  stop(): Promise<void>;
}

export async function startOidcProvider(options: {
  clients: OidcClient[];
  port?: number;
}): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'local', use: 'sig', alg: 'RS256' };
  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [jwk as any] },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    // Name and email in the ID token itself, as Google does.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Lifetimes of a local test provider (set, so the provider does not warn about defaults).
    ttl: {
      Session: 3600,
      Grant: 3600,
      Interaction: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, name: sub, preferred_username: sub, email: `${sub}@example.com` }),
    }),
    async loadExistingGrant(ctx: any) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  } as any);
  // The provider's own warnings about development keys and pages are expected here.
  provider.on('server_error', () => {});
  const callback = provider.callback();
  server.on('request', (req, res) => void callback(req, res));
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
