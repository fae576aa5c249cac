/**
 * Email login and email change. Every address gets the same answer and a code by mail, known or
 * not, so the answer tells no one which addresses have a wallet. The mail names the browser and
 * the time the sign-in was asked from. The code, entered in the frame that asked for it, is what
 * approves a new device: no link approves a device, since a link can be opened in any browser.
 * A right code starts a session.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { checkCode, sendCode } from './codes.js';
import { clientAddress, fail, jsonBody, type ServiceDeps, type ServiceEnv } from './context.js';
import { allowedHost, liveSession } from './guards.js';
import { maskEmail } from './log.js';
import { allowSend, countAgainstAll } from './mail-limits.js';
import { browserOf, mailTime } from './device-label.js';
import { startSession } from './sessions.js';
import type { CodeRow } from './store.js';

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

  // Links sent before devices were approved by code: they approve nothing any more.
  routes.get('/approve-device', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'");
    return c.html(
      page(
        'This link does not work',
        'Devices are approved by the code in the email now. Sign in again to get one.',
      ),
      400,
    );
  });

  routes.use('*', allowedHost(deps));

  routes.post('/start', async (c) => {
    const body = startBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, invalid(body.error));
    const { email: address, deviceId: device } = body.data;
    const refusal = await allowSend(
      deps,
      'login',
      address,
      clientAddress(c, deps.config.trustProxy),
    );
    if (refusal) return c.json(refusal, 429);
    await sendCode(deps, {
      email: address,
      purpose: 'login',
      deviceId: device,
      device: { browser: browserOf(c.req.header('User-Agent')), time: mailTime(deps.clock()) },
    });
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
    const { email: address, deviceId: device, otp: entered } = body.data;
    // The network address's count and the newest code, read in one statement.
    let code: CodeRow | undefined;
    const refusal = await countAgainstAll(
      deps,
      [
        {
          key: `verify-ip:${clientAddress(c, deps.config.trustProxy)}`,
          limit: limits.verifiesPerIp,
        },
      ],
      async ([counter]) => {
        const read = await store.hitAndLatestCode(counter!, { email: address, purpose: 'login' });
        code = read.code;
        return [read.count];
      },
    );
    if (refusal) return c.json(refusal, 429);
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
