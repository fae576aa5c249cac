/**
 * Email login and email change. A new address gets a code; a known address on an approved
 * device gets a code; a known address on another device first gets a one-time link that
 * approves the device. A right code starts a session.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { checkCode, sendCode } from './codes.js';
import { clientAddress, fail, jsonBody, type ServiceDeps, type ServiceEnv } from './context.js';
import { allowedHost, liveSession } from './guards.js';
import { maskEmail } from './log.js';
import { allowSend, countAgainst, sendWithSlot } from './mail-limits.js';
import { deviceMail } from './mailer.js';
import { hashToken, newToken } from './secrets.js';
import { startSession } from './sessions.js';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid email' }).max(254));
const deviceId = z.string().regex(/^[-_a-zA-Z0-9]{8,128}$/, 'Invalid device id');
const otp = z.string().regex(/^\d{6}$/, 'The code is 6 digits');

const startBody = z.object({ email, deviceId });
const verifyBody = z.object({ email, deviceId, otp });
const updateBody = z.object({ newEmail: email });
const otpBody = z.object({ otp });

const invalid = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid request';

export function emailRoutes(deps: ServiceDeps) {
  const routes = new Hono<ServiceEnv>();
  const { store, limits } = deps;

  routes.get('/approve-device', async (c) => {
    const token = c.req.query('token') ?? '';
    const approval = token
      ? await store.useDeviceApproval(hashToken(token), deps.clock())
      : undefined;
    c.header('Content-Security-Policy', "default-src 'none'");
    if (!approval) {
      return c.html(
        page(
          'This link does not work',
          'It was used already or has expired. Sign in again to get a new one.',
        ),
        400,
      );
    }
    await store.approveDevice(approval.userId, approval.deviceId, deps.clock());
    deps.log.info('device approved', { userId: approval.userId });
    return c.html(page('Device approved', 'Go back to the page you were signing in on.'));
  });

  routes.use('*', allowedHost(deps));

  routes.post('/start', async (c) => {
    const body = startBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, invalid(body.error));
    const { email: address, deviceId: device } = body.data;
    const user = await store.findUserByEmail(address);
    const needsApproval = user !== undefined && !(await store.isDeviceApproved(user.id, device));
    const refusal = await allowSend(
      deps,
      needsApproval ? 'device' : 'login',
      address,
      clientAddress(c, deps.config.trustProxy),
    );
    if (refusal) return c.json(refusal, 429);
    if (needsApproval) {
      const token = newToken();
      await store.insertDeviceApproval({
        tokenHash: hashToken(token),
        userId: user.id,
        deviceId: device,
        expiresAt: new Date(deps.clock().getTime() + limits.deviceLinkLifetimeMs),
      });
      const link = `${deps.config.publicUrl}/v1/email/approve-device?token=${token}`;
      const mail = deviceMail(address, link, Math.round(limits.deviceLinkLifetimeMs / 60_000));
      await sendWithSlot(deps, 'device', address, () => deps.mailer.send(mail));
      deps.log.info('device link sent', { to: maskEmail(address) });
      return c.json({ action: 'VERIFY_DEVICE' as const });
    }
    await sendCode(deps, { email: address, purpose: 'login', deviceId: device });
    deps.log.info('login code sent', { to: maskEmail(address) });
    return c.json({ action: 'VERIFY_OTP' as const });
  });

  routes.post('/device', async (c) => {
    const body = startBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, invalid(body.error));
    const user = await store.findUserByEmail(body.data.email);
    const approved = user ? await store.isDeviceApproved(user.id, body.data.deviceId) : false;
    return c.json({ approved });
  });

  routes.post('/verify', async (c) => {
    const body = verifyBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, invalid(body.error));
    const refusal = await countAgainst(
      deps,
      `verify-ip:${clientAddress(c, deps.config.trustProxy)}`,
      limits.verifiesPerIp,
    );
    if (refusal) return c.json(refusal, 429);
    const { email: address, deviceId: device, otp: entered } = body.data;
    const code = await store.latestCode({ email: address, purpose: 'login' });
    const check = await checkCode(deps, code, device, entered);
    if (!check.ok) return fail(c, 401, check.error, { attemptsLeft: check.attemptsLeft });
    const user = await store.ensureUser(address, randomUUID());
    const { newDevice } = await store.recordLogin(user.id, device, deps.clock());
    const tokens = await startSession(deps, {
      userId: user.id,
      projectId: c.get('projectId'),
      deviceId: device,
      newDevice,
    });
    deps.log.info('login', { userId: user.id, newDevice });
    return c.json({ ...tokens, user: { id: user.id, email: user.email }, newDevice });
  });

  routes.post('/update', liveSession(deps), async (c) => {
    const body = updateBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, invalid(body.error));
    const session = c.get('session');
    const user = await store.findUserById(session.userId);
    if (!user) return fail(c, 401, 'Session Expired');
    const newEmail = body.data.newEmail;
    if (newEmail === user.email) return fail(c, 400, 'This is already your email');
    if (await store.findUserByEmail(newEmail)) return fail(c, 409, 'This email is already in use');
    const refusal = await allowSend(
      deps,
      'update',
      user.email,
      clientAddress(c, deps.config.trustProxy),
    );
    if (refusal) return c.json(refusal, 429);
    await sendCode(deps, {
      email: user.email,
      purpose: 'update_primary',
      deviceId: session.deviceId,
      userId: user.id,
      newEmail,
    });
    return c.json({ action: 'VERIFY_PRIMARY_OTP' as const });
  });

  routes.post('/update/primary', liveSession(deps), async (c) => {
    const body = otpBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, invalid(body.error));
    const session = c.get('session');
    const code = await store.latestCode({ userId: session.userId, purpose: 'update_primary' });
    const check = await checkCode(deps, code, session.deviceId, body.data.otp);
    if (!check.ok) return fail(c, 401, check.error, { attemptsLeft: check.attemptsLeft });
    const newEmail = check.code.newEmail!;
    const refusal = await allowSend(
      deps,
      'update',
      newEmail,
      clientAddress(c, deps.config.trustProxy),
    );
    if (refusal) return c.json(refusal, 429);
    await sendCode(deps, {
      email: newEmail,
      purpose: 'update_secondary',
      deviceId: session.deviceId,
      userId: session.userId,
      newEmail,
    });
    return c.json({ action: 'VERIFY_SECONDARY_OTP' as const });
  });

  routes.post('/update/secondary', liveSession(deps), async (c) => {
    const body = otpBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, invalid(body.error));
    const session = c.get('session');
    const code = await store.latestCode({ userId: session.userId, purpose: 'update_secondary' });
    const check = await checkCode(deps, code, session.deviceId, body.data.otp);
    if (!check.ok) return fail(c, 401, check.error, { attemptsLeft: check.attemptsLeft });
    const newEmail = check.code.newEmail!;
    if (!(await store.changeEmail(session.userId, newEmail))) {
      return fail(c, 409, 'This email is already in use');
    }
    deps.log.info('email changed', { userId: session.userId });
    return c.json({ newEmail });
  });

  return routes;
}

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
