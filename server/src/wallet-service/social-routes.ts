/**
 * Social login routes. `start` records a fresh `state`, `nonce` and PKCE verifier and the
 * binding of a secret the frame holds, and answers the service's own `begin` page; the popup
 * there proves the secret (`bind`), gets a cookie and goes to the provider, which sends the
 * popup back to
 * `callback`, which checks `state`, exchanges the code, verifies who logged in and records the
 * outcome, in the browser holding that cookie only; the frame then calls `finish` with that
 * `state` and its secret and gets the same session answer an
 * email login gets. One provider account is one user, so the same person gets the same wallet.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { fail, jsonBody, type ServiceDeps, type ServiceEnv } from './context.js';
import { allowedHost, HOST_HEADER } from './guards.js';
import { bindingSchema, browserCookieName, provesBinding, secretSchema } from './login-binding.js';
import { hashToken, newToken, sameHash } from './secrets.js';
import { socialBeginPage } from './social-begin-page.js';
import { startSession } from './sessions.js';
import { socialCallbackPage } from './social-callback-page.js';
import {
  availableSocialProviders,
  SOCIAL_LOGIN_PROVIDERS,
  type SocialLoginProvider,
} from './social-config.js';
import { openidClient, socialClient, type SocialClient } from './social-providers.js';
import { socialStore } from './social-store.js';

/** How long a visitor has to log in at the provider. */
const SOCIAL_LOGIN_LIFETIME_MS = 10 * 60_000;

export const SOCIAL_NOT_AVAILABLE = (provider: string) =>
  `Social login with ${provider} is not available`;
export const SOCIAL_UNKNOWN = 'Unknown or expired social login';
export const SOCIAL_PENDING = 'The social login is not finished';
export const SOCIAL_USED = 'This social login was used already';
export const SOCIAL_REFUSED = 'The login was cancelled at the provider';
export const SOCIAL_NOT_VERIFIED = 'The login could not be verified';
export const SOCIAL_NOT_BOUND = 'This login was not started in this browser';

const deviceId = z.string().regex(/^[-_a-zA-Z0-9]{8,128}$/, 'Invalid device id');
const startBody = z.object({ provider: z.string().max(32), deviceId, binding: bindingSchema });
const bindBody = z.object({ state: z.string().min(1).max(512), secret: secretSchema });
const finishBody = z.union([
  z.object({ state: z.string().min(1).max(512), deviceId, secret: secretSchema }),
  z.object({ uri: z.string().max(4096), deviceId, secret: secretSchema }),
]);

function stateOf(body: z.infer<typeof finishBody>): string | undefined {
  if ('state' in body) return body.state;
  try {
    return new URL(body.uri).searchParams.get('state') ?? undefined;
  } catch {
    return undefined;
  }
}

export function socialRoutes(deps: ServiceDeps) {
  const routes = new Hono<ServiceEnv>();
  const social = socialStore(deps.store.db);
  const configured = deps.config.socialProviders ?? {};
  const clients = new Map<SocialLoginProvider, SocialClient>(
    availableSocialProviders(configured).map((provider) => [
      provider,
      socialClient(provider, configured[provider]!),
    ]),
  );
  const redirectUri = `${deps.config.publicUrl}/v1/social/callback`;
  const secureCookies = deps.config.publicUrl.startsWith('https:');

  // The popup starts here, on the service's own page, which binds it to this browser.
  routes.get('/begin', async (c) => {
    const page = socialBeginPage(c.req.query('state') ?? '');
    c.header('Content-Security-Policy', page.csp);
    return c.html(page.html);
  });

  // The begin page proves the frame's secret; this browser gets the login's cookie and the
  // provider's URL. Only the service's own page can call it (the browser Origin is checked).
  routes.post('/bind', async (c) => {
    const body = bindBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, 'Invalid request');
    const login = await social.findLogin(body.data.state);
    if (
      !login ||
      login.expiresAt <= deps.clock() ||
      login.completedAt ||
      !login.authorizationUrl ||
      !provesBinding(body.data.secret, login.bindingHash)
    ) {
      return fail(c, 401, SOCIAL_UNKNOWN);
    }
    const browserToken = newToken();
    if (!(await social.bindBrowser(login.state, hashToken(browserToken)))) {
      return fail(c, 401, SOCIAL_UNKNOWN);
    }
    setCookie(c, browserCookieName(login.state), browserToken, {
      path: '/v1/social/callback',
      httpOnly: true,
      // Lax: sent when the provider sends the popup back with a top-level GET.
      sameSite: 'Lax',
      secure: secureCookies,
      maxAge: Math.ceil(SOCIAL_LOGIN_LIFETIME_MS / 1000),
    });
    return c.json({ uri: login.authorizationUrl });
  });

  routes.get('/callback', async (c) => {
    const query = new URL(c.req.url).search;
    const state = c.req.query('state') ?? '';
    const now = deps.clock();
    const login = state ? await social.findLogin(state) : undefined;
    const answer = (status: 200 | 400, page: ReturnType<typeof socialCallbackPage>) => {
      c.header('Content-Security-Policy', page.csp);
      return c.html(page.html, status);
    };
    const cookieName = login ? browserCookieName(login.state) : undefined;
    const browserToken = cookieName ? getCookie(c, cookieName) : undefined;
    if (cookieName) deleteCookie(c, cookieName, { path: '/v1/social/callback' });
    if (
      login &&
      (!browserToken || !login.browserHash || !sameHash(hashToken(browserToken), login.browserHash))
    ) {
      // Someone else's login link opened in this browser: the code is never exchanged.
      deps.log.info('social callback refused', { reason: 'another browser' });
      return answer(
        400,
        socialCallbackPage({
          title: SOCIAL_NOT_BOUND,
          text: 'Only the window the app opened can finish a login. If someone sent you this link, close this window.',
        }),
      );
    }
    if (!login || login.expiresAt <= now || login.completedAt) {
      deps.log.info('social callback refused', { known: login !== undefined });
      return answer(
        400,
        socialCallbackPage({
          title: 'This login does not work',
          text: 'It was used already, has expired or was not started here. Close this window and try again.',
        }),
      );
    }
    const client = clients.get(login.provider);
    const providerError = c.req.query('error');
    let outcome: { userId: string } | { error: string };
    if (providerError || !client) {
      outcome = { error: SOCIAL_REFUSED };
      deps.log.info('social login refused by provider', {
        provider: login.provider,
        error: providerError?.slice(0, 64),
      });
    } else {
      try {
        const identity = await client.finish(new URL(`${redirectUri}${query}`), {
          state: login.state,
          nonce: login.nonce,
          codeVerifier: login.codeVerifier,
        });
        const user = await social.ensureSocialUser(
          login.provider,
          identity.subject,
          identity.userName,
          randomUUID(),
        );
        outcome = { userId: user.userId };
      } catch (error) {
        outcome = { error: SOCIAL_NOT_VERIFIED };
        deps.log.error('social login not verified', {
          provider: login.provider,
          error: (error as Error).message,
        });
      }
    }
    await social.completeLogin(login.state, outcome, now);
    const ok = 'userId' in outcome;
    const error = 'error' in outcome ? outcome.error : '';
    return answer(
      ok ? 200 : 400,
      socialCallbackPage({
        title: ok ? 'Logged in' : 'Not logged in',
        text: ok ? 'You can close this window.' : `${error}. You can close this window.`,
        outcome: ok
          ? { type: 'done', state: login.state }
          : { type: 'error', state: login.state, message: error },
        hostOrigin: login.hostOrigin,
      }),
    );
  });

  routes.use('*', allowedHost(deps));

  routes.post('/start', async (c) => {
    const body = startBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, body.error.issues[0]?.message ?? 'Invalid request');
    const provider = body.data.provider as SocialLoginProvider;
    const client = SOCIAL_LOGIN_PROVIDERS.includes(provider) ? clients.get(provider) : undefined;
    if (!client) return fail(c, 404, SOCIAL_NOT_AVAILABLE(body.data.provider));
    const oidc = await openidClient();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    let uri: URL;
    try {
      uri = await client.authorizationUrl({
        redirectUri,
        state,
        nonce,
        codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      });
    } catch (error) {
      deps.log.error('social provider unreachable', { provider, error: (error as Error).message });
      return fail(c, 502, SOCIAL_NOT_AVAILABLE(provider));
    }
    await social.insertLogin({
      state,
      provider,
      projectId: c.get('projectId'),
      hostOrigin: c.req.header(HOST_HEADER)!,
      deviceId: body.data.deviceId,
      codeVerifier,
      nonce,
      bindingHash: body.data.binding,
      authorizationUrl: uri.href,
      expiresAt: new Date(deps.clock().getTime() + SOCIAL_LOGIN_LIFETIME_MS),
    });
    // The provider's URL goes only to the popup that proves the frame's secret.
    const begin = new URL(`${deps.config.publicUrl}/v1/social/begin`);
    begin.searchParams.set('state', state);
    return c.json({ uri: begin.href });
  });

  routes.post('/finish', async (c) => {
    const body = finishBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, 'Invalid request');
    const state = stateOf(body.data);
    const now = deps.clock();
    const login = state ? await social.findLogin(state) : undefined;
    if (
      !login ||
      login.projectId !== c.get('projectId') ||
      login.deviceId !== body.data.deviceId ||
      login.expiresAt <= now ||
      !provesBinding(body.data.secret, login.bindingHash)
    ) {
      return fail(c, 401, SOCIAL_UNKNOWN);
    }
    if (!login.completedAt) return fail(c, 409, SOCIAL_PENDING, { pending: true });
    if (login.error || !login.userId) return fail(c, 401, login.error ?? SOCIAL_NOT_VERIFIED);
    if (!(await social.useLogin(login.state, now))) return fail(c, 401, SOCIAL_USED);
    const { newDevice } = await deps.store.recordLogin(login.userId, login.deviceId, now);
    const tokens = await startSession(deps, {
      userId: login.userId,
      projectId: login.projectId,
      deviceId: login.deviceId,
      newDevice,
    });
    const account = await social.socialAccountOf(login.userId);
    deps.log.info('login', { userId: login.userId, provider: login.provider, newDevice });
    return c.json({
      ...tokens,
      user: {
        id: login.userId,
        email: null,
        socialProvider: login.provider,
        userName: account?.userName ?? null,
      },
      newDevice,
    });
  });

  return routes;
}

/** Logs, at start, which social logins work and which are not configured. */
export function logSocialProviders(deps: Pick<ServiceDeps, 'config' | 'log'>): void {
  const available = availableSocialProviders(deps.config.socialProviders ?? {});
  const missing = SOCIAL_LOGIN_PROVIDERS.filter((provider) => !available.includes(provider));
  deps.log.info('social logins', {
    available: available.join(',') || 'none',
    notConfigured: missing.join(',') || 'none',
  });
}
