/**
 * The user's wallet: its public addresses, the auth share (sealed at rest under the share key)
 * and its recovery. By default (`passkey`) the recovery share is sealed in the frame with a key
 * only the visitor's passkey gives, and the service keeps ciphertexts it cannot open; with
 * `custodial` it is sealed by the separate recovery-key process. Recovery material goes only to
 * a session started on a device that had never logged in before, in the first minutes after that
 * login, and each hand-out is mailed to the visitor. See docs/security.md ("Custody model").
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  fail,
  jsonBody,
  type ServiceContext,
  type ServiceDeps,
  type ServiceEnv,
} from './context.js';
import { custodyStore } from './custody-store.js';
import { browserOf } from './device-label.js';
import { allowedHost, liveSession } from './guards.js';
import { newDeviceMail } from './mailer.js';
import { recoveryKeyClient } from './recovery-key-client.js';
import { openShare, sealShare } from './secrets.js';

/** Enough for a visitor's phone, laptop and security keys; a bound on what one account stores. */
const MAX_PASSKEYS = 10;

const share = z.string().min(1).max(4096);
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');
const walletBody = z.object({
  addresses: z.object({
    eip155: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid eip155 address'),
    solana: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid solana address'),
  }),
  authShare: share,
  recoveryShare: share.optional(),
});
const passkeyBody = z.object({
  credentialId: base64url(1400),
  prfSalt: base64url(64),
  sealedShare: base64url(4096),
});

export const NOT_A_NEW_DEVICE =
  'Only a device that just signed in may recover the wallet: sign in again with a new code';
export const NO_PASSKEY =
  'This wallet has no passkey: open it on the device it was created on, then add a passkey';
export const CUSTODIAL_NEEDS_EMAIL =
  'This wallet opens on a new device only for an account with an email address: open it on a device it already knows';
export const PASSKEY_ONLY =
  'This service keeps no recovery share it could open: seal it with a passkey instead';

export function walletRoutes(deps: ServiceDeps) {
  const routes = new Hono<ServiceEnv>();
  routes.use('*', allowedHost(deps), liveSession(deps, { withWallet: true }));
  const { shareKey, recovery } = deps.config;
  const custodial = recovery.mode === 'custodial' ? recoveryKeyClient(recovery) : undefined;
  const custody = custodyStore(deps.store.db);

  /** A session of a device whose first login was moments ago. */
  const isFreshNewDevice = (c: ServiceContext) => {
    const session = c.get('session');
    return (
      session.newDevice &&
      deps.clock().getTime() - session.createdAt.getTime() < deps.limits.recoveryShareWindowMs
    );
  };

  /** Records the hand-out and mails the visitor (once per session) before anything is given. */
  async function notifyRecovery(c: ServiceContext): Promise<void> {
    const session = c.get('session');
    const now = deps.clock();
    const device = browserOf(c.req.header('User-Agent'));
    const first = await custody.recordRecovery({
      sessionId: session.id,
      userId: session.userId,
      deviceId: session.deviceId,
      deviceName: device,
      now,
    });
    if (!first) return;
    deps.log.info('wallet recovery handed out', { userId: session.userId, device });
    const user = await deps.store.findUserById(session.userId);
    if (!user?.email) return;
    try {
      await deps.mailer.send(newDeviceMail(user.email, device, now, recovery.mode));
    } catch (error) {
      await custody.forgetRecovery(session.id);
      throw error;
    }
  }

  routes.get('/', async (c) => {
    const session = c.get('session');
    const wallet = c.get('wallet');
    // A first login has no wallet yet: an expected answer, not an error the browser logs. The
    // recovery mode tells the frame whether to give the service a recovery share.
    if (!wallet) return c.json({ wallet: null, recovery: recovery.mode });
    const passkeys = await custody.passkeys(session.userId);
    let recoveryShare: string | undefined;
    let recoveryUnavailable: string | undefined;
    if (custodial && wallet.recoveryShare && isFreshNewDevice(c)) {
      // Custodial hands out a whole key's worth; only to an account whose mailbox hears of it
      // first. An account without one (every Farcaster account, whose login a stranger can
      // start and have the visitor approve) would hand the key to whoever finished the login.
      if (!(await deps.store.findUserById(session.userId))?.email) {
        recoveryUnavailable = CUSTODIAL_NEEDS_EMAIL;
      } else {
        await notifyRecovery(c);
        recoveryShare = await custodial.open(session.userId, wallet.recoveryShare);
      }
    }
    return c.json({
      addresses: wallet.addresses,
      authShare: openShare(shareKey, 'auth', session.userId, wallet.authShare),
      recovery: recovery.mode,
      passkeys: passkeys.map(({ credentialId }) => ({ credentialId })),
      ...(recoveryShare ? { recoveryShare } : {}),
      ...(recoveryUnavailable ? { recoveryUnavailable } : {}),
    });
  });

  routes.post('/', async (c) => {
    const body = walletBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, body.error.issues[0]?.message ?? 'Invalid request');
    const { userId } = c.get('session');
    const { addresses, authShare, recoveryShare } = body.data;
    if (!custodial && recoveryShare !== undefined) return fail(c, 400, PASSKEY_ONLY);
    if (custodial && recoveryShare === undefined) {
      return fail(c, 400, 'recoveryShare is required: this service recovers wallets (custodial)');
    }
    const created = await deps.store.insertWallet(userId, {
      addresses,
      authShare: sealShare(shareKey, 'auth', userId, authShare),
      recoveryShare:
        custodial && recoveryShare ? await custodial.seal(userId, recoveryShare) : null,
    });
    if (!created) return fail(c, 409, 'This user already has a wallet');
    deps.log.info('wallet created', { userId, recovery: recovery.mode });
    return c.json({}, 201);
  });

  // A passkey of the visitor seals the recovery share in the frame; the service keeps the
  // ciphertext it cannot open and the salt the frame evaluates the passkey's PRF on.
  routes.post('/passkeys', async (c) => {
    if (custodial) return fail(c, 404, 'This service recovers wallets itself (custodial)');
    const body = passkeyBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, body.error.issues[0]?.message ?? 'Invalid request');
    const { userId } = c.get('session');
    if (!(await deps.store.findWallet(userId))) return fail(c, 404, 'No wallet yet');
    if ((await custody.passkeys(userId)).length >= MAX_PASSKEYS) {
      return fail(c, 409, `This wallet has ${MAX_PASSKEYS} passkeys already`);
    }
    if (!(await custody.addPasskey(userId, body.data))) {
      return fail(c, 409, 'This passkey already protects this wallet');
    }
    deps.log.info('wallet passkey added', { userId });
    return c.json({}, 201);
  });

  // The sealed recovery shares, for a new device about to open one with the visitor's passkey.
  routes.post('/recovery', async (c) => {
    if (custodial) return fail(c, 404, 'This service recovers wallets itself (custodial)');
    if (!isFreshNewDevice(c)) return fail(c, 403, NOT_A_NEW_DEVICE);
    const { userId } = c.get('session');
    if (!(await deps.store.findWallet(userId))) return fail(c, 404, 'No wallet yet');
    const passkeys = await custody.passkeys(userId);
    if (passkeys.length === 0) return fail(c, 404, NO_PASSKEY);
    await notifyRecovery(c);
    return c.json({ passkeys });
  });

  return routes;
}
