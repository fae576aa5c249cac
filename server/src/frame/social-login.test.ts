/**
 * The frame's social login against a running wallet service and a loopback GitHub: the frame
 * asks for the provider's URL, the visitor logs in there, and `connectSocial` ends with the
 * wallet loaded and the user carrying the provider and the name; keys and shares behave as for
 * an email login (same account, same address, in another browser too).
 */
import {
  startOAuthServer,
  submitAuthorization,
  type LocalOAuthServer,
} from '@wallet-kit/local-stack/social-oauth-server';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageLike } from './frame-storage.js';
import { createSocialLogin, type SocialLogin } from './social-login.js';
import { frameUnderTest, memoryStorage } from './testing/frame-under-test.js';

const HOST = 'http://localhost:5173';
let inbox: SmtpInbox;
let github: LocalOAuthServer;
let service: LocalWalletService;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  github = await startOAuthServer({ flavour: 'github', clientId: 'gh', clientSecret: 'secret' });
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    socialProviders: {
      github: { clientId: 'gh', clientSecret: 'secret', baseUrl: github.url, apiUrl: github.url },
    },
  });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await github?.stop();
  await inbox?.stop();
});

/** The social login of each frame made, to answer its popups' begin page. */
const socialOf = new WeakMap<object, SocialLogin>();

/** One browser's frame over the given storage (a reload keeps the storage). */
function browserFrame(stored: StorageLike = memoryStorage()) {
  let social: SocialLogin | undefined;
  const frame = frameUnderTest({
    serviceUrl: service.url,
    hostOrigin: HOST,
    initialChainId: 'eip155:1',
    stored,
    extras: ({ api, storage, wallet }) => {
      social = createSocialLogin({ api, storage, wallet });
      return { social };
    },
  });
  socialOf.set(frame, social!);
  return frame;
}

/**
 * The popup: the service's begin page gets the login's secret from the frame, proves it and
 * goes to GitHub with the cookie it was given; the visitor logs in there and the popup reaches
 * the service's callback.
 */
async function logInAtGithub(frame: object, uri: string, login: string) {
  const state = new URL(uri).searchParams.get('state')!;
  const secret = socialOf.get(frame)!.secretFor(state);
  const bound = await fetch(`${service.url}/v1/social/bind`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state, secret }),
  });
  expect(bound.status).toBe(200);
  const cookie = bound.headers.getSetCookie()[0]!.split(';')[0]!;
  const callback = await submitAuthorization(((await bound.json()) as { uri: string }).uri, login);
  expect((await fetch(callback, { headers: { Cookie: cookie } })).status).toBe(200);
}

async function socialLogin(frame: ReturnType<typeof browserFrame>, login: string) {
  const { uri } = await frame.request('getSocialRedirectUri', { provider: 'github' });
  await logInAtGithub(frame, uri, login);
  return frame.request('connectSocial', { uri });
}

describe('social login in the frame', () => {
  it('getSocialRedirectUri answers the service begin page the popup opens', async () => {
    const { uri } = await browserFrame().request('getSocialRedirectUri', { provider: 'github' });
    expect(uri.startsWith(`${service.url}/v1/social/begin?state=`)).toBe(true);
  });

  it('connectSocial ends connected, and the user carries the provider and the user name', async () => {
    const frame = browserFrame();
    expect(await socialLogin(frame, 'octocat')).toEqual({
      socialProvider: 'github',
      userName: 'octocat',
    });
    expect(await frame.request('isConnected', {})).toEqual({ isConnected: true });
    const user = await frame.request('getUser', { chainId: 'eip155:1' });
    expect(user).toMatchObject({
      email: null,
      userName: 'octocat',
      authProvider: 'github',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    });
  });

  it('a reload keeps the social session, its provider and its name', async () => {
    const first = browserFrame();
    await socialLogin(first, 'reloader');
    const address = (await first.request('getUser', {})).address;
    const reloaded = browserFrame(first.stored);
    expect(await reloaded.request('isConnected', {})).toEqual({ isConnected: true });
    expect(await reloaded.request('getUser', {})).toMatchObject({
      address,
      userName: 'reloader',
      authProvider: 'github',
    });
  });

  it('the same account in another browser gets the same address', async () => {
    const one = browserFrame();
    await socialLogin(one, 'two-browsers');
    const other = browserFrame();
    await socialLogin(other, 'two-browsers');
    expect((await other.request('getUser', {})).address).toBe(
      (await one.request('getUser', {})).address,
    );
  });

  it('getUser with a socialUri finishes the login first', async () => {
    const frame = browserFrame();
    const { uri } = await frame.request('getSocialRedirectUri', { provider: 'github' });
    await logInAtGithub(frame, uri, 'via-get-user');
    expect(await frame.request('getUser', { socialUri: uri })).toMatchObject({
      userName: 'via-get-user',
    });
  });

  it('connectSocial before the visitor came back from the provider is refused', async () => {
    const frame = browserFrame();
    const { uri } = await frame.request('getSocialRedirectUri', { provider: 'github' });
    await expect(frame.request('connectSocial', { uri })).rejects.toThrow(
      'The social login is not finished',
    );
  });

  it('a provider the service does not run is refused', async () => {
    await expect(
      browserFrame().request('getSocialRedirectUri', { provider: 'google' }),
    ).rejects.toThrow('Social login with google is not available');
  });

  it('a frame gives its login secret only for a login it started', async () => {
    const frame = browserFrame();
    const { uri } = await frame.request('getSocialRedirectUri', { provider: 'github' });
    const state = new URL(uri).searchParams.get('state')!;
    expect(socialOf.get(frame)!.secretFor(state)).toMatch(/^[-_A-Za-z0-9]{43}$/);
    expect(socialOf.get(browserFrame())!.secretFor(state)).toBeUndefined();
  });
});
