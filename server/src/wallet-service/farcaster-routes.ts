/**
 * Sign In With Farcaster for the frame. `start` opens a channel on the configured auth relay for
 * the host page's domain with a fresh nonce and answers its connect link (the QR code); the
 * visitor approves in the Farcaster app; `finish` reads the channel, verifies the signed message
 * (domain, nonce, signer owning the fid on the IdRegistry) and gives the same session answer an
 * email login gets. One fid is one user, named by its Farcaster username.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { generateNonce } from '@wallet-kit/schemas';
import { z } from 'zod';
import { fail, jsonBody, type ServiceDeps, type ServiceEnv } from './context.js';
import { farcasterStore } from './farcaster-store.js';
import { onFirstUse } from './on-first-use.js';
import { allowedHost, HOST_HEADER } from './guards.js';
import { bindingSchema, provesBinding, secretSchema } from './login-binding.js';
import { startSession } from './sessions.js';
import type { SocialLoginProvider } from './social-config.js';
import { socialStore } from './social-store.js';

/** Loaded at the first Farcaster request (on-first-use.ts). */
const farcasterVerify = onFirstUse(() => import('./farcaster-verify.js'));

/** How long a visitor has to approve in the Farcaster app. */
const FARCASTER_LOGIN_LIFETIME_MS = 10 * 60_000;

const FARCASTER_NOT_AVAILABLE = 'Farcaster login is not available';
const FARCASTER_RELAY_DOWN = 'The Farcaster relay cannot be reached';
export const FARCASTER_UNKNOWN = 'Unknown or expired Farcaster login';
export const FARCASTER_USED = 'This Farcaster login was used already';
export const FARCASTER_NOT_VERIFIED = 'The Farcaster sign-in could not be verified';

/** Farcaster users are kept beside the social ones, with the fid as the account's id. */
const FARCASTER = 'farcaster' as SocialLoginProvider;

const deviceId = z.string().regex(/^[-_a-zA-Z0-9]{8,128}$/, 'Invalid device id');
const startBody = z.object({ deviceId, binding: bindingSchema });
const finishBody = z.object({
  channelToken: z.string().min(1).max(128),
  deviceId,
  secret: secretSchema,
});

export function farcasterRoutes(deps: ServiceDeps) {
  const routes = new Hono<ServiceEnv>();
  const config = deps.config.farcaster;
  const logins = farcasterStore(deps.store.db);
  const social = socialStore(deps.store.db);
  // The Farcaster client (and viem under it) is loaded at the first Farcaster login.
  const relay = config
    ? onFirstUse(async () => (await farcasterVerify()).farcasterAppClient(config))
    : undefined;

  routes.use('*', allowedHost(deps));

  routes.post('/start', async (c) => {
    if (!config || !relay) return fail(c, 404, FARCASTER_NOT_AVAILABLE);
    const body = startBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, body.error.issues[0]?.message ?? 'Invalid request');
    const hostOrigin = c.req.header(HOST_HEADER)!;
    const domain = new URL(hostOrigin).host;
    // From the system's CSPRNG: a nonce that could be foretold (viem's generateSiweNonce reads
    // Math.random through a shared buffer) could be signed in advance for another visitor.
    const nonce = generateNonce();
    const now = deps.clock();
    const expiresAt = new Date(now.getTime() + FARCASTER_LOGIN_LIFETIME_MS);
    const channel = await (
      await relay()
    ).createChannel({
      siweUri: hostOrigin,
      domain,
      nonce,
      expirationTime: expiresAt.toISOString(),
    });
    if (channel.isError || channel.response.status !== 201) {
      deps.log.error('farcaster relay refused a channel', {
        status: channel.isError ? 0 : channel.response.status,
        error: channel.isError ? channel.error?.message : undefined,
      });
      return fail(c, 502, FARCASTER_RELAY_DOWN);
    }
    await logins.insertLogin({
      channelToken: channel.data.channelToken,
      projectId: c.get('projectId'),
      hostOrigin,
      deviceId: body.data.deviceId,
      domain,
      nonce,
      bindingHash: body.data.binding,
      expiresAt,
    });
    return c.json({ channelToken: channel.data.channelToken, url: channel.data.url });
  });

  routes.post('/finish', async (c) => {
    if (!config || !relay) return fail(c, 404, FARCASTER_NOT_AVAILABLE);
    const body = finishBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, 'Invalid request');
    const now = deps.clock();
    const login = await logins.findLogin(body.data.channelToken);
    if (
      !login ||
      login.projectId !== c.get('projectId') ||
      login.deviceId !== body.data.deviceId ||
      login.expiresAt <= now ||
      !provesBinding(body.data.secret, login.bindingHash)
    ) {
      return fail(c, 401, FARCASTER_UNKNOWN);
    }
    if (login.usedAt) return fail(c, 401, FARCASTER_USED);
    const status = await (await relay()).status({ channelToken: login.channelToken });
    if (status.isError || status.response.status >= 500) {
      return fail(c, 502, FARCASTER_RELAY_DOWN);
    }
    // The frame asks every half second while the visitor scans the code. Waiting is not a
    // refusal, and a browser logs every error status in its console: as the relay does, a
    // pending login is answered 202.
    if (status.response.status === 202) return c.json({ pending: true }, 202);
    if (status.response.status !== 200) return fail(c, 401, FARCASTER_UNKNOWN);
    // The relay hands a completed channel out once: this login ends here, verified or not.
    if (!(await logins.useLogin(login.channelToken, now))) return fail(c, 401, FARCASTER_USED);
    const signed = status.data;
    let fid: number;
    try {
      ({ fid } = await (
        await farcasterVerify()
      ).verifyFarcasterSignIn(
        await relay(),
        { domain: login.domain, nonce: login.nonce },
        { message: signed.message ?? '', signature: signed.signature ?? '' },
      ));
      if (signed.fid !== fid) throw new Error('The relay names another fid than the message');
    } catch (error) {
      deps.log.info('farcaster login not verified', { error: (error as Error).message });
      return fail(c, 401, FARCASTER_NOT_VERIFIED);
    }
    const user = await social.ensureSocialUser(
      FARCASTER,
      String(fid),
      signed.username || undefined,
      randomUUID(),
    );
    const { newDevice } = await deps.store.recordLogin(user.userId, login.deviceId, now);
    const tokens = await startSession(deps, {
      userId: user.userId,
      projectId: login.projectId,
      deviceId: login.deviceId,
      newDevice,
    });
    deps.log.info('login', { userId: user.userId, provider: 'farcaster', newDevice });
    return c.json({
      ...tokens,
      user: {
        id: user.userId,
        email: null,
        socialProvider: 'farcaster',
        userName: user.userName,
        fid,
      },
      newDevice,
    });
  });

  return routes;
}
