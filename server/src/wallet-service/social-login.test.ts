/**
 * Social login against real protocol peers on loopback: `oidc-provider` as Google and as an
 * Apple-shaped provider (discovery, signed ID tokens, its development login form), and small
 * servers speaking GitHub's, Discord's, X's and Facebook's documented token and user endpoints.
 * The service runs on PGlite with a local SMTP server, as in production.
 */
import { startOidcProvider, type LocalOidcProvider } from '@wallet-kit/local-stack/oidc-provider';
import {
  startOAuthServer,
  type LocalOAuthServer,
} from '@wallet-kit/local-stack/social-oauth-server';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, WalletServiceConfigError } from './config.js';
import {
  SOCIAL_NOT_AVAILABLE,
  SOCIAL_NOT_BOUND,
  SOCIAL_NOT_VERIFIED,
  SOCIAL_PENDING,
  SOCIAL_REFUSED,
  SOCIAL_UNKNOWN,
  SOCIAL_USED,
} from './social-routes.js';
import { newDeviceId, serviceClient, type ServiceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
const SECRET = 'local-client-secret';
let inbox: SmtpInbox;
let google: LocalOidcProvider;
let github: LocalOAuthServer;
let discord: LocalOAuthServer;
let x: LocalOAuthServer;
let facebook: LocalOAuthServer;
let service: LocalWalletService;
let client: ServiceClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  github = await startOAuthServer({
    flavour: 'github',
    clientId: 'gh-client',
    clientSecret: SECRET,
  });
  x = await startOAuthServer({ flavour: 'x', clientId: 'x-client', clientSecret: SECRET });
  facebook = await startOAuthServer({
    flavour: 'facebook',
    clientId: 'fb-client',
    clientSecret: SECRET,
  });
  discord = await startOAuthServer({
    flavour: 'discord',
    clientId: 'dc-client',
    clientSecret: SECRET,
  });
  // The service's port must be known before the provider registers its redirect URI.
  const { choosePort } = await import('@wallet-kit/local-stack/ports');
  const port = await choosePort(0);
  const redirect = `http://127.0.0.1:${port}/v1/social/callback`;
  google = await startOidcProvider({
    clients: [{ clientId: 'google-client', clientSecret: SECRET, redirectUris: [redirect] }],
  });
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    port,
    // Every test here starts logins from 127.0.0.1; the start limit has tests of its own.
    limits: {
      socialStarts: {
        perIp: { limit: 1000, windowMs: 60_000 },
        global: { limit: 1000, windowMs: 60_000 },
      },
    },
    socialProviders: {
      google: { clientId: 'google-client', clientSecret: SECRET, issuer: google.issuer },
      github: {
        clientId: 'gh-client',
        clientSecret: SECRET,
        baseUrl: github.url,
        apiUrl: github.url,
      },
      discord: {
        clientId: 'dc-client',
        clientSecret: SECRET,
        baseUrl: discord.url,
        apiUrl: discord.url,
      },
      x: { clientId: 'x-client', clientSecret: SECRET, baseUrl: x.url, apiUrl: x.url },
      facebook: {
        clientId: 'fb-client',
        clientSecret: SECRET,
        baseUrl: facebook.url,
        apiUrl: facebook.url,
      },
    },
  });
  client = serviceClient(service.url, { project: 'demo', host: HOST });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await google?.stop();
  await github?.stop();
  await discord?.stop();
  await x?.stop();
  await facebook?.stop();
  await inbox?.stop();
});

/**
 * What the starting frame and its popup hold for each login (by `state`): the frame's secret
 * and the cookie the service set in the popup's browser once the secret was proven.
 */
const started = new Map<string, { secret: string; cookie: string }>();

/**
 * A browser's cookie handling, enough for the provider's login pages. The starting browser's
 * tab also holds the login cookies its popups were given; any other browser's does not.
 */
function browser(options: { starter?: boolean } = {}) {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const sent = [...cookies].map(([name, value]) => `${name}=${value}`);
    if (options.starter && url.includes('/v1/social/callback')) {
      const state = new URL(url).searchParams.get('state');
      const login = state ? started.get(state) : undefined;
      if (login) sent.push(login.cookie);
    }
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), Cookie: sent.join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  const next = (response: Response, base: string) =>
    new URL(response.headers.get('location')!, base).href;
  return { go, next };
}

const newSecret = () => randomBytes(32).toString('base64url');
const bindingOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Starts a login as the frame does: the service's begin page for the popup. */
async function startAt(on: ServiceClient, provider: string, deviceId: string, secret: string) {
  const answer = await on.post('/v1/social/start', {
    provider,
    deviceId,
    binding: bindingOf(secret),
  });
  expect(answer.status).toBe(200);
  return answer.body.uri as string;
}

/** What the begin page does in the popup once the frame answered with its secret. */
async function bindPopup(on: ServiceClient, state: string, secret: string) {
  return on.post('/v1/social/bind', { state, secret });
}

/**
 * Starts a login in a frame and runs its popup's begin page: the provider's authorization URL,
 * with the popup's cookie kept for the starting browser.
 */
async function startOn(on: ServiceClient, provider: string, deviceId: string): Promise<string> {
  const secret = newSecret();
  const begin = await startAt(on, provider, deviceId, secret);
  const state = new URL(begin).searchParams.get('state')!;
  const bound = await bindPopup(on, state, secret);
  expect(bound.status).toBe(200);
  const [cookie] = bound.headers.getSetCookie()[0]!.split(';');
  started.set(state, { secret, cookie: cookie! });
  return bound.body.uri as string;
}

const start = (provider: string, deviceId: string) => startOn(client, provider, deviceId);

/**
 * Logs in at the local OpenID provider as `login` (or cancels) and follows the redirects until
 * the provider sends the browser to the service's callback: the callback's answer.
 */
async function atOidcProvider(
  uri: string,
  login: string | 'cancel',
  serviceUrl = service.url,
  tab = browser({ starter: true }),
) {
  let response = await tab.go(uri);
  const interaction = tab.next(response, uri);
  if (login === 'cancel') {
    response = await tab.go(`${interaction}/abort`);
    response = await tab.go(tab.next(response, interaction));
  } else {
    const page = await (await tab.go(interaction)).text();
    const action = /action="([^"]+)"/.exec(page)![1]!;
    response = await tab.go(new URL(action, interaction).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    response = await tab.go(tab.next(response, interaction));
  }
  const callback = tab.next(response, uri);
  expect(callback.startsWith(`${serviceUrl}/v1/social/callback`)).toBe(true);
  return tab.go(callback);
}

/** Logs in at a loopback GitHub or Discord (or presses Cancel there), then opens the callback. */
async function atOAuthServer(
  uri: string,
  login: string | 'cancel',
  tab = browser({ starter: true }),
) {
  const page = await (await tab.go(uri)).text();
  const fields = Object.fromEntries(
    [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]),
  );
  const response = await tab.go(uri, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...fields,
      login: login === 'cancel' ? '' : login,
      decision: login === 'cancel' ? 'deny' : 'allow',
    }).toString(),
  });
  return tab.go(tab.next(response, uri));
}

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(code));
const stateOf = (uri: string) => new URL(uri).searchParams.get('state')!;
const secretOf = (state: string) => started.get(state)?.secret ?? newSecret();
const finishOn = (on: ServiceClient, uri: string, deviceId: string) =>
  on.post('/v1/social/finish', { uri, deviceId, secret: secretOf(stateOf(uri)) });
const finish = (state: string, deviceId: string) =>
  client.post('/v1/social/finish', { state, deviceId, secret: secretOf(state) });

async function googleLogin(login: string, deviceId = newDeviceId()) {
  const uri = await start('google', deviceId);
  const callback = await atOidcProvider(uri, login);
  expect(callback.status).toBe(200);
  return { answer: await finishOn(client, uri, deviceId), deviceId };
}

describe('social login with an OpenID Connect provider', () => {
  it('the start answer is the provider authorization URL with state, nonce and a PKCE challenge', async () => {
    const uri = new URL(await start('google', newDeviceId()));
    expect(uri.origin).toBe(google.issuer);
    expect(uri.searchParams.get('client_id')).toBe('google-client');
    expect(uri.searchParams.get('state')).toBeTruthy();
    expect(uri.searchParams.get('nonce')).toBeTruthy();
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256');
    expect(uri.searchParams.get('redirect_uri')).toBe(`${service.url}/v1/social/callback`);
  });

  it('a completed code flow starts a session for the provider account', async () => {
    const { answer } = await googleLogin('alice');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      newDevice: true,
      user: { email: null, socialProvider: 'google', userName: 'alice' },
    });
  });

  it('the callback page tells only the host page origin and carries its script by hash', async () => {
    const uri = await start('google', newDeviceId());
    const callback = await atOidcProvider(uri, 'carol');
    const html = await callback.text();
    expect(html).toContain(JSON.stringify(HOST));
    expect(callback.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);
  });

  it('the same provider account always gets the same user and wallet', async () => {
    const first = await googleLogin('bob');
    const wallet = {
      addresses: {
        eip155: '0x0000000000000000000000000000000000000b0b',
        solana: '11111111111111111111111111111111',
      },
      authShare: 'auth-share',
    };
    expect((await client.post('/v1/wallet', wallet, first.answer.body.accessToken)).status).toBe(
      201,
    );
    const second = await googleLogin('bob');
    expect(second.answer.body.user.id).toBe(first.answer.body.user.id);
    const stored = await client.get('/v1/wallet', second.answer.body.accessToken);
    expect(stored.body.addresses).toEqual(wallet.addresses);
  });

  it('another provider account gets another user', async () => {
    const one = await googleLogin('dave');
    const other = await googleLogin('erin');
    expect(other.answer.body.user.id).not.toBe(one.answer.body.user.id);
  });

  it('a callback with a state the service never issued is refused', async () => {
    const response = await fetch(`${service.url}/v1/social/callback?code=abc&state=forged-state`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This login does not work');
    expect((await finish('forged-state', newDeviceId())).body).toEqual({ error: SOCIAL_UNKNOWN });
  });

  it('an ID token whose nonce differs from the one sent is refused', async () => {
    const deviceId = newDeviceId();
    const uri = new URL(await start('google', deviceId));
    uri.searchParams.set('nonce', 'a-nonce-the-service-did-not-make');
    const callback = await atOidcProvider(uri.href, 'mallory');
    expect(callback.status).toBe(400);
    const answer = await finish(stateOf(uri.href), deviceId);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(SOCIAL_NOT_VERIFIED);
  });

  it('a login cancelled at the provider (access_denied) is reported as refused', async () => {
    const deviceId = newDeviceId();
    const uri = await start('google', deviceId);
    const callback = await atOidcProvider(uri, 'cancel');
    expect(callback.status).toBe(400);
    expect(await callback.text()).toContain(SOCIAL_REFUSED);
    expect((await finish(stateOf(uri), deviceId)).body).toEqual({ error: SOCIAL_REFUSED });
  });

  it('finishing before the provider sent the visitor back answers pending', async () => {
    const deviceId = newDeviceId();
    const uri = await start('google', deviceId);
    const answer = await finish(stateOf(uri), deviceId);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: SOCIAL_PENDING, pending: true });
  });

  it('only the device that started a login can finish it', async () => {
    const deviceId = newDeviceId();
    const uri = await start('google', deviceId);
    await atOidcProvider(uri, 'frank');
    expect((await finish(stateOf(uri), newDeviceId())).body).toEqual({ error: SOCIAL_UNKNOWN });
  });

  it('a finished login is used once', async () => {
    const deviceId = newDeviceId();
    const uri = await start('google', deviceId);
    await atOidcProvider(uri, 'grace');
    expect((await finish(stateOf(uri), deviceId)).status).toBe(200);
    expect((await finish(stateOf(uri), deviceId)).body).toEqual({ error: SOCIAL_USED });
  });

  it('a callback replayed after the login completed is refused', async () => {
    const deviceId = newDeviceId();
    const uri = await start('google', deviceId);
    const tab = browser({ starter: true });
    const first = await atOidcProvider(uri, 'heidi');
    expect(first.status).toBe(200);
    const again = await tab.go(
      first.url || `${service.url}/v1/social/callback?state=${stateOf(uri)}&code=x`,
    );
    expect(again.status).toBe(400);
  });
});

describe('social login with OAuth 2.0 providers', () => {
  it('a GitHub login reads the person from the user API', async () => {
    const deviceId = newDeviceId();
    const uri = await start('github', deviceId);
    expect(new URL(uri).pathname).toBe('/login/oauth/authorize');
    expect((await atOAuthServer(uri, 'octocat')).status).toBe(200);
    const answer = await finish(stateOf(uri), deviceId);
    expect(answer.body.user).toMatchObject({ socialProvider: 'github', userName: 'octocat' });
  });

  it('a Discord login reads the person from the user API', async () => {
    const deviceId = newDeviceId();
    const uri = await start('discord', deviceId);
    expect((await atOAuthServer(uri, 'wumpus')).status).toBe(200);
    const answer = await finish(stateOf(uri), deviceId);
    expect(answer.body.user).toMatchObject({ socialProvider: 'discord', userName: 'wumpus' });
  });

  it('an X login (client secret by HTTP Basic) reads the person from the user API', async () => {
    const deviceId = newDeviceId();
    const uri = await start('x', deviceId);
    expect(new URL(uri).pathname).toBe('/i/oauth2/authorize');
    expect((await atOAuthServer(uri, 'jack')).status).toBe(200);
    const answer = await finish(stateOf(uri), deviceId);
    expect(answer.body.user).toMatchObject({ socialProvider: 'x', userName: 'jack' });
  });

  it('a Facebook login reads the person from the Graph API', async () => {
    const deviceId = newDeviceId();
    const uri = await start('facebook', deviceId);
    expect(new URL(uri).pathname).toBe('/v19.0/dialog/oauth');
    expect((await atOAuthServer(uri, 'zuck')).status).toBe(200);
    const answer = await finish(stateOf(uri), deviceId);
    expect(answer.body.user).toMatchObject({ socialProvider: 'facebook', userName: 'zuck' });
  });

  it('the same GitHub account on two logins is one user', async () => {
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const deviceId = newDeviceId();
      const uri = await start('github', deviceId);
      await atOAuthServer(uri, 'same-person');
      ids.push((await finish(stateOf(uri), deviceId)).body.user.id);
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('a GitHub and a Google account of the same name are different users', async () => {
    const deviceId = newDeviceId();
    const uri = await start('github', deviceId);
    await atOAuthServer(uri, 'alice');
    const fromGithub = (await finish(stateOf(uri), deviceId)).body.user.id;
    const fromGoogle = (await googleLogin('alice')).answer.body.user.id;
    expect(fromGithub).not.toBe(fromGoogle);
  });

  it('Cancel at GitHub is reported as refused', async () => {
    const deviceId = newDeviceId();
    const uri = await start('github', deviceId);
    expect((await atOAuthServer(uri, 'cancel')).status).toBe(400);
    expect((await finish(stateOf(uri), deviceId)).body).toEqual({ error: SOCIAL_REFUSED });
  });
});

describe('an Apple-shaped OpenID Connect provider', () => {
  let apple: LocalOidcProvider;
  let appleService: LocalWalletService;
  let appleClient: ServiceClient;

  beforeAll(async () => {
    const { choosePort } = await import('@wallet-kit/local-stack/ports');
    const port = await choosePort(0);
    apple = await startOidcProvider({
      clients: [
        {
          clientId: 'apple-client',
          clientSecret: SECRET,
          redirectUris: [`http://127.0.0.1:${port}/v1/social/callback`],
        },
      ],
    });
    appleService = await startWalletService({
      projects: { demo: [HOST] },
      smtpPort: inbox.port,
      port,
      socialProviders: {
        apple: { clientId: 'apple-client', clientSecret: SECRET, issuer: apple.issuer },
      },
    });
    appleClient = serviceClient(appleService.url, { project: 'demo', host: HOST });
  }, 60_000);
  afterAll(async () => {
    await appleService?.stop();
    await apple?.stop();
  });

  async function appleLogin(login: string) {
    const deviceId = newDeviceId();
    const uri = await startOn(appleClient, 'apple', deviceId);
    expect((await atOidcProvider(uri, login, appleService.url)).status).toBe(200);
    return { uri, answer: await finishOn(appleClient, uri, deviceId) };
  }

  it('asks for the openid scope only and starts a session keyed by the ID token subject', async () => {
    const { uri, answer } = await appleLogin('zoe');
    // Apple answers a request for name or email only with a form post; the subject is enough.
    expect(new URL(uri).searchParams.get('scope')).toBe('openid');
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email: null, socialProvider: 'apple' });
    const again = await appleLogin('zoe');
    expect(again.answer.body.user.id).toBe(answer.body.user.id);
    expect((await appleLogin('yves')).answer.body.user.id).not.toBe(answer.body.user.id);
  });
});

describe('which social logins are available', () => {
  it('a provider without configuration cannot be started', async () => {
    const answer = await client.post('/v1/social/start', {
      provider: 'apple',
      deviceId: newDeviceId(),
      binding: bindingOf(newSecret()),
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: SOCIAL_NOT_AVAILABLE('apple') });
  });

  it('the public origin list names the configured social logins for the kit', async () => {
    const answer = await fetch(`${service.url}/v1/projects/demo/origins`);
    expect(await answer.json()).toEqual({
      origins: [HOST],
      socials: ['google', 'github', 'facebook', 'x', 'discord'],
    });
  });

  it('an OpenID Connect provider without an issuer is a configuration error', () => {
    const env = {
      SMTP_URL: 'smtp://127.0.0.1:2525',
      WALLET_SESSION_SECRET: 'x'.repeat(32),
      WALLET_SHARE_KEY: '11'.repeat(32),
      PROJECTS: '{"demo":["http://localhost:5173"]}',
      SOCIAL_PROVIDERS: JSON.stringify({ google: { clientId: 'a', clientSecret: 'b' } }),
    };
    expect(() => configFromEnv(env)).toThrow(WalletServiceConfigError);
    expect(() => configFromEnv(env)).toThrow(/SOCIAL_PROVIDERS: google needs issuer/);
  });
});

describe('logins bound to the browser that started them', () => {
  /** The visitor's browser: signed in at the provider, which approved the app before. */
  async function visitorSignedInAtProvider() {
    const tab = browser();
    const own = await start('google', newDeviceId());
    let response = await tab.go(own);
    const interaction = tab.next(response, own);
    const page = await (await tab.go(interaction)).text();
    const action = /action="([^"]+)"/.exec(page)![1]!;
    response = await tab.go(new URL(action, interaction).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: 'victim', password: 'any' }).toString(),
    });
    await tab.go(tab.next(response, interaction));
    return tab;
  }

  /** The visitor opens a link: the provider passes her straight through to the callback. */
  async function visitorOpens(tab: ReturnType<typeof browser>, link: string) {
    let response = await tab.go(link);
    for (let hops = 0; hops < 10 && response.headers.get('location'); hops++) {
      const next = tab.next(response, link);
      response = await tab.go(next);
      if (next.startsWith(`${service.url}/v1/social/callback`)) break;
    }
    return response;
  }

  it('a provider link the attacker started gives him no session when the visitor opens it', async () => {
    const victim = await visitorSignedInAtProvider();
    const attackerDevice = newDeviceId();
    const link = await start('google', attackerDevice);
    const opened = await visitorOpens(victim, link);
    expect(await opened.text()).toContain(SOCIAL_NOT_BOUND);
    const stolen = await finish(stateOf(link), attackerDevice);
    expect(stolen.status).not.toBe(200);
    expect(stolen.body.accessToken).toBeUndefined();
  });

  it.each(['github', 'discord', 'x', 'facebook'])(
    'a %s link the attacker started gives him no session when the visitor logs in there',
    async (provider) => {
      const attackerDevice = newDeviceId();
      const link = await start(provider, attackerDevice);
      await atOAuthServer(link, `victim-${provider}`, browser());
      const stolen = await finish(stateOf(link), attackerDevice);
      expect(stolen.status).not.toBe(200);
      expect(stolen.body.accessToken).toBeUndefined();
    },
  );

  it('the start answer is the service own begin page, not the provider link', async () => {
    const begin = new URL(await startAt(client, 'google', newDeviceId(), newSecret()));
    expect(begin.origin).toBe(service.url);
    expect(begin.pathname).toBe('/v1/social/begin');
    const page = await fetch(begin);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(await page.text()).not.toContain(google.issuer);
  });

  it('the provider link goes only to a popup that proves the starting frame secret', async () => {
    const begin = await startAt(client, 'google', newDeviceId(), newSecret());
    const refused = await bindPopup(client, stateOf(begin), newSecret());
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: SOCIAL_UNKNOWN });
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('a login binds one browser only', async () => {
    const secret = newSecret();
    const begin = await startAt(client, 'google', newDeviceId(), secret);
    expect((await bindPopup(client, stateOf(begin), secret)).status).toBe(200);
    expect((await bindPopup(client, stateOf(begin), secret)).status).toBe(401);
  });

  it('a leaked state and device id without the frame secret finish nothing', async () => {
    const deviceId = newDeviceId();
    const uri = await start('google', deviceId);
    expect((await atOidcProvider(uri, 'ivan')).status).toBe(200);
    const leaked = await client.post('/v1/social/finish', {
      state: stateOf(uri),
      deviceId,
      secret: newSecret(),
    });
    expect(leaked.body).toEqual({ error: SOCIAL_UNKNOWN });
    expect((await finish(stateOf(uri), deviceId)).status).toBe(200);
  });

  it('a start without a binding is refused', async () => {
    const answer = await client.post('/v1/social/start', {
      provider: 'google',
      deviceId: newDeviceId(),
    });
    expect(answer.status).toBe(400);
  });
});
